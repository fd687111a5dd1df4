// The six statutory choking-hazard statements of 16 CFR 1500.19(b), found in visible text
// whatever the dashes, the safety alert symbol (or its absence), case and whitespace, and
// whether each sits "on or immediately adjacent to" the buy control (16 CFR 1500.20).
import type { BuyControl, TextBlock } from './page-scan.ts';
import { evidence, type ChokingWarning, type ChokingWarningKind } from './types.ts';

const HEADER = 'warning choking hazard';

export const STATUTORY_WARNINGS: Record<ChokingWarningKind, string> = {
  small_parts: 'WARNING: CHOKING HAZARD -- Small parts. Not for children under 3 yrs.',
  balloons: 'WARNING: CHOKING HAZARD -- Children under 8 yrs. can choke or suffocate on uninflated or broken balloons. Adult supervision required. Keep uninflated balloons from children. Discard broken balloons at once.',
  is_small_ball: 'WARNING: CHOKING HAZARD -- This toy is a small ball. Not for children under 3 yrs.',
  contains_small_ball: 'WARNING: CHOKING HAZARD -- Toy contains a small ball. Not for children under 3 yrs.',
  is_marble: 'WARNING: CHOKING HAZARD -- This toy is a marble. Not for children under 3 yrs.',
  contains_marble: 'WARNING: CHOKING HAZARD -- Toy contains a marble. Not for children under 3 yrs.',
};

/** Within this many bytes of a buy control counts as immediately adjacent. */
export const NEAR_BUY_BYTES = 2048;
const JOIN_BLOCKS = 3;

const ASCII = /^[\x00-\x7f]*$/;

/** Letters and digits only, lower case, "years" spelt "yrs": the comparison form of a statement. */
function warningTokens(text: string): string {
  // NFKC changes no ASCII text, and it was a fifth of reading a page of warnings.
  return (ASCII.test(text) ? text : text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\byears?\b/g, 'yrs')
    .replace(/\byr\b/g, 'yrs')
    .trim();
}

const PHRASES = Object.entries(STATUTORY_WARNINGS).map(([kind, text]) => ({
  kind: kind as ChokingWarningKind,
  tokens: warningTokens(text),
}));

/**
 * A word of each statement that its comparison form keeps as it is: ASCII text without it (in
 * lower case) cannot hold that statement.
 */
export const KEYWORDS: Record<ChokingWarningKind, string> = {
  small_parts: 'parts',
  balloons: 'balloons',
  is_small_ball: 'ball',
  contains_small_ball: 'ball',
  is_marble: 'marble',
  contains_marble: 'marble',
};

/**
 * Whether a block sits near a buy control: within NEAR_BUY_BYTES of one, or sharing one of its
 * two nearest containers with one. Indexed once per page (the controls' offsets sorted, their
 * containers in a set): a page of warnings far from a page of buttons compared every warning with
 * every button (1 MB: 0.9 s).
 */
function nearBuyControls(controls: BuyControl[]): (block: TextBlock) => boolean {
  const starts = controls.map((c) => c.start).sort((a, b) => a - b);
  const containers = new Set(controls.flatMap((c) => c.ancestors.slice(0, 2)));
  /** Is some control's start within [from, to]? */
  const startIn = (from: number, to: number): boolean => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < starts.length && starts[lo]! <= to;
  };
  return (block) =>
    startIn(block.start - NEAR_BUY_BYTES, block.start + NEAR_BUY_BYTES) ||
    startIn(block.end - NEAR_BUY_BYTES, block.end + NEAR_BUY_BYTES) ||
    block.ancestors.slice(0, 2).some((a) => containers.has(a));
}

/** Every statutory statement on the page, once per kind (the nearest one to a buy control wins). */
export function findChokingWarnings(blocks: TextBlock[], controls: BuyControl[]): ChokingWarning[] {
  const byKind = new Map<ChokingWarningKind, ChokingWarning>();
  const isNear = nearBuyControls(controls);
  // Each block's text in lower case, and which kinds' words it holds (a bit per phrase; -1 when
  // not ASCII), made once: a block is read as itself and as the next of two others.
  const lowers: string[] = [];
  const lowerAt = (j: number): string => (lowers[j] ??= blocks[j].text.toLowerCase());
  const words: number[] = [];
  const wordsAt = (j: number): number => (words[j] ??= ASCII.test(lowerAt(j)) ? PHRASES.reduce((bits, p, k) => (lowerAt(j).includes(KEYWORDS[p.kind]) ? bits | (1 << k) : bits), 0) : -1);
  /** The phrases no block has stated yet, a bit each. */
  let unfound = (1 << PHRASES.length) - 1;
  /**
   * Whether a statement starting at block i can change nothing: a block far from the buy
   * controls only adds a kind not found yet, and when none of those kinds' words is in the
   * block or the next ones it may join, it adds none (13,000 warnings a MB, far from the
   * buttons, were each compared again after the first).
   */
  const addsNothing = (i: number): boolean => {
    for (let j = i; j < Math.min(blocks.length, i + JOIN_BLOCKS); j++) {
      const w = wordsAt(j);
      if (w === -1 || (w & unfound) !== 0) return false;
    }
    return true;
  };
  for (let i = 0; i < blocks.length; i++) {
    const lower = lowerAt(i);
    if (!lower.includes('choking') && !/warning\W*$/.test(lower)) continue;
    const near = isNear(blocks[i]);
    if (!near && addsNothing(i)) continue;
    let tokens = warningTokens(blocks[i].text);
    let shown = blocks[i].text;
    let kinds = tokens.includes(HEADER) ? PHRASES.filter((p) => tokens.includes(p.tokens)) : [];
    // A statement split over adjacent blocks (<div>WARNING...</div><div>Small parts...</div>),
    // as long as the next blocks do not start statements of their own.
    for (let j = i + 1; kinds.length === 0 && j < Math.min(blocks.length, i + JOIN_BLOCKS); j++) {
      const next = warningTokens(blocks[j].text);
      if (next.includes(HEADER)) break;
      tokens += ` ${next}`;
      shown += ` ${blocks[j].text}`;
      if (tokens.includes(HEADER)) kinds = PHRASES.filter((p) => tokens.includes(p.tokens));
    }
    for (const phrase of kinds) {
      const previous = byKind.get(phrase.kind);
      if (previous && (previous.near_buy_control || !near)) continue;
      byKind.set(phrase.kind, { kind: phrase.kind, near_buy_control: near, evidence: evidence('text', shown) });
      unfound &= ~(1 << PHRASES.indexOf(phrase));
    }
  }
  return [...byKind.values()];
}
