// Runs the catalogue's patterns over the extracted items. Each pattern first needs its literal
// needle in the item, so most regexes never run on most scripts. Which needles an item holds
// is found in one pass of a combined alternation (about 2.5x faster than one indexOf per
// needle on the news-2013 pages).
import type { Item, ItemKind } from './extract.ts';
import { rawRange } from './extract.ts';
import { lit, type Hit, type Pattern, type PageHits, type RuleFamily } from './rule-kit.ts';

const SNIPPET_MAX = 160;
const ALL_KINDS: readonly ItemKind[] = ['script-src', 'script-inline', 'script-attr', 'noscript-img', 'noscript-iframe', 'img-pixel', 'iframe', 'link', 'meta'];
const TOKEN_CHAR = /[\w-]/;

interface KindIndex {
  patterns: readonly Pattern[];
  /** All needles of the kind, longest first, as one alternation. */
  needles: RegExp;
  /** For each needle, the needles it starts with (itself included). */
  prefixes: ReadonlyMap<string, readonly string[]>;
  /** Some pattern of the kind has no needle (a script attribute's whole value): every item runs. */
  unconditional: boolean;
}

/** Patterns grouped by item kind, computed once per catalogue. */
export type PatternIndex = ReadonlyMap<ItemKind, KindIndex>;

function kindIndex(patterns: Pattern[]): KindIndex {
  const needles = [...new Set(patterns.map((p) => p.needle))].filter((n) => n !== '').sort((a, b) => b.length - a.length);
  const prefixes = new Map(needles.map((n) => [n, needles.filter((m) => n.startsWith(m))]));
  const unconditional = patterns.some((p) => p.needle === '');
  return { patterns, needles: new RegExp(needles.map(lit).join('|') || '(?!)', 'g'), prefixes, unconditional };
}

export function indexPatterns(families: readonly RuleFamily[]): PatternIndex {
  const byKind = new Map<ItemKind, Pattern[]>(ALL_KINDS.map((k) => [k, []]));
  for (const family of families) {
    for (const p of family.patterns) {
      if (!p.re.global || (p.each !== undefined && !p.each.global)) throw new Error(`pattern ${p.id} needs the g flag`);
      if (p.needle === '' && p.attr === undefined) throw new Error(`pattern ${p.id} needs a needle (only a script attribute's pattern may go without)`);
      for (const kind of p.kinds ?? ALL_KINDS) byKind.get(kind)!.push(p);
    }
  }
  return new Map([...byKind].map(([kind, patterns]) => [kind, kindIndex(patterns)]));
}

/**
 * The needles present in a text. The search restarts one character after each match start, so
 * every position where a needle begins is visited; there the longest needle wins, and every
 * shorter needle found at that position is one of its prefixes.
 */
function needlesIn(text: string, index: KindIndex): Set<string> {
  const present = new Set<string>();
  const re = index.needles;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!present.has(m[0])) for (const n of index.prefixes.get(m[0])!) present.add(n);
    re.lastIndex = m.index + 1;
  }
  return present;
}

/** The hit for the normalised range [from, to) of an item, with `id`. */
function hitFor(html: string, item: Item, pattern: Pattern, from: number, to: number, id: string | null, quoteFrom = from): Hit {
  let offset: number;
  let end: number;
  if (item.kind === 'script-inline') {
    [offset, end] = rawRange(item, quoteFrom, to);
  } else {
    // An attribute value is one unit: quote it whole, it is what the element loads.
    offset = item.start;
    end = item.start + item.rawLength;
  }
  return {
    pattern: pattern.id,
    id,
    item,
    text: item.text.slice(from, to),
    from,
    offset,
    snippet: html.slice(offset, Math.min(end, offset + SNIPPET_MAX)),
  };
}

/** One hit per match, or with `each`, one per ID listed inside the match. */
function hitsOfMatch(html: string, item: Item, pattern: Pattern, m: RegExpExecArray): Hit[] {
  const from = m.index;
  const to = from + m[0].length;
  if (pattern.each === undefined) return [hitFor(html, item, pattern, from, to, m[1] ?? null)];
  const out: Hit[] = [];
  const each = pattern.each;
  each.lastIndex = 0;
  for (let e = each.exec(m[0]); e !== null; e = each.exec(m[0])) {
    if (e[0].length === 0) {
      each.lastIndex++;
      continue;
    }
    const idEnd = from + e.index + e[0].length;
    const quoteFrom = idEnd - from <= SNIPPET_MAX ? from : from + e.index;
    out.push(hitFor(html, item, pattern, from, idEnd, e[1] ?? null, quoteFrom));
  }
  return out;
}

export function matchItems(html: string, items: readonly Item[], index: PatternIndex): PageHits {
  const page = new Map<string, Hit[]>();
  for (const item of items) {
    const text = item.text;
    const kind = index.get(item.kind)!;
    const present = needlesIn(text, kind);
    if (present.size === 0 && !kind.unconditional) continue;
    for (const p of kind.patterns) {
      if (p.needle !== '' && !present.has(p.needle)) continue;
      // A script attribute's value is the ID alone: whose it is, the script's src says.
      if (p.within !== undefined && (item.scriptSrc ?? text).indexOf(p.within) === -1) continue;
      if (p.attr !== undefined && item.attr !== p.attr) continue;
      const re = p.re;
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        if (m[0].length === 0) re.lastIndex++;
        else if (p.midToken || m.index === 0 || !TOKEN_CHAR.test(text[m.index - 1])) {
          const found = hitsOfMatch(html, item, p, m);
          const hits = page.get(p.id);
          if (hits === undefined) page.set(p.id, found);
          else hits.push(...found);
        }
      }
    }
  }
  return page;
}
