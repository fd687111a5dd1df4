// What the product text says the toy is or contains: balls (and their size), marbles,
// balloons, small parts. These decide which choking statements the listing needs.
import type { TextBlock } from './page-scan.ts';
import { evidence, type EvidenceSource, type Fact, type HazardKind } from './types.ts';

export interface ProductText {
  text: string;
  source: EvidenceSource;
}

/** A ball of 1.75 in. (44.4 mm) or less is a small ball (16 CFR 1500.18(a)(17), 1500.19(b)(4)). */
export const SMALL_BALL_MAX_MM = 44.4;

const BALL = /\b(?:bouncy |bouncing |rubber |super |toy |play |small |mini )?balls?\b(?![\s-]*(?:bearing|gown|valve|joint|mount|head|chain|cap|point|room|park|pein|peen))/i;
const MARBLE = /\bmarbles?\b(?![\s-]*(?:finish|effect|look|print|pattern|counter|top|tile|slab|stone|veneer|grain|ized|d\b))/i;
const FAUX_MARBLE = /\b(?:faux|cultured|natural|carrara)\s+marble\b/i;
const BALLOON = /\bballoons?\b/i;
const FOIL = /\b(?:foil|mylar)\b/i;
const SMALL_PARTS = /\bsmall\s+(?:parts|pieces)\b/i;
// "No small parts", "contains no small parts", "free of small parts": the opposite of a hazard.
const NO_SMALL_PARTS = /\b(?:no|without|free (?:of|from)|(?:does not|doesn't|do not|don't) (?:contain|have|include))\s+(?:any\s+)?small\s+(?:parts|pieces)\b/i;
// The EU small-parts warning ("Not suitable for children under 36 months") says the product has small parts.
const EU_SMALL_PARTS = /\bnot\s+suitable\s+for\s+children\s+under\s+(?:3\s*years?|36\s*months)\b/i;
const SIZE = /(\d+(?:\.\d+)?)\s*(?:-\s*)?(mm|cm|millimet(?:er|re)s?|centimet(?:er|re)s?|inch(?:es)?|in\.|in\b|"|”|″)/i;

function toMm(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('mm') || u.startsWith('millim')) return value;
  if (u.startsWith('c')) return value * 10;
  return value * 25.4;
}

function ballSizes(blocks: TextBlock[]): Array<{ mm: number; snippet: string }> {
  const out: Array<{ mm: number; snippet: string }> = [];
  for (const b of blocks) {
    if (b.text.length > 600 || !/\bballs?\b/i.test(b.text)) continue;
    const m = SIZE.exec(b.text);
    if (m) out.push({ mm: toMm(Number(m[1]), m[2]), snippet: b.text });
  }
  return out;
}

export function findHazards(productText: ProductText[], blocks: TextBlock[]): Fact<HazardKind>[] {
  const out: Fact<HazardKind>[] = [];
  const first = (re: RegExp, unless?: RegExp) => productText.find((t) => re.test(t.text) && !(unless && unless.test(t.text)));
  const ball = first(BALL);
  if (ball) {
    const sizes = ballSizes(blocks);
    const small = sizes.find((s) => s.mm <= SMALL_BALL_MAX_MM);
    if (small) out.push({ value: 'small_ball', evidence: evidence('text', small.snippet) });
    else if (sizes.length === 0) out.push({ value: 'ball_unknown_size', evidence: evidence(ball.source, ball.text) });
  }
  const marble = first(MARBLE, FAUX_MARBLE);
  if (marble) out.push({ value: 'marble', evidence: evidence(marble.source, marble.text) });
  const balloon = first(BALLOON, FOIL);
  if (balloon) out.push({ value: 'balloon', evidence: evidence(balloon.source, balloon.text) });
  const parts = first(SMALL_PARTS, NO_SMALL_PARTS) ??
    blocks.find((b) => SMALL_PARTS.test(b.text) && !NO_SMALL_PARTS.test(b.text) && !/choking/i.test(b.text)) ??
    blocks.find((b) => b.text.length < 400 && EU_SMALL_PARTS.test(b.text));
  if (parts) out.push({ value: 'small_parts', evidence: evidence('source' in parts ? parts.source : 'text', parts.text) });
  return out;
}

const CHILD_WORDS = /\b(kids?|kid'?s|children'?s|children|child'?s|child|toddlers?|bab(?:y|ies)|infants?|newborns?|preschool(?:ers?)?|nursery)\b/gi;

/** Words in the product's own text that say it is for children. */
export function findAudienceWords(productText: ProductText[]): Fact[] {
  const seen = new Set<string>();
  const out: Fact[] = [];
  for (const t of productText) {
    for (const m of t.text.matchAll(CHILD_WORDS)) {
      const word = m[1].toLowerCase();
      if (seen.has(word)) continue;
      seen.add(word);
      out.push({ value: word, evidence: evidence(t.source, t.text) });
    }
  }
  return out;
}
