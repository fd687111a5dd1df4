// Runs the catalogue's patterns over the extracted items. Each pattern first needs its literal
// needle in the item (a plain indexOf), so most regexes never run on most scripts.
import type { Item, ItemKind } from './extract.ts';
import { rawRange } from './extract.ts';
import type { Hit, Pattern, PageHits, RuleFamily } from './rule-kit.ts';

const SNIPPET_MAX = 160;
const ALL_KINDS: readonly ItemKind[] = ['script-src', 'script-inline', 'noscript-img', 'noscript-iframe', 'img-pixel', 'iframe', 'link', 'meta'];
const TOKEN_CHAR = /[\w-]/;

/** Patterns grouped by item kind, computed once per catalogue. */
export type PatternIndex = ReadonlyMap<ItemKind, readonly Pattern[]>;

export function indexPatterns(families: readonly RuleFamily[]): PatternIndex {
  const index = new Map<ItemKind, Pattern[]>(ALL_KINDS.map((k) => [k, []]));
  for (const family of families) {
    for (const p of family.patterns) {
      if (!p.re.global) throw new Error(`pattern ${p.id} needs the g flag`);
      for (const kind of p.kinds ?? ALL_KINDS) index.get(kind)!.push(p);
    }
  }
  return index;
}

function hitFor(html: string, item: Item, pattern: Pattern, m: RegExpExecArray): Hit {
  const from = m.index;
  const to = from + m[0].length;
  let offset: number;
  let end: number;
  if (item.kind === 'script-inline') {
    [offset, end] = rawRange(item, from, to);
  } else {
    // An attribute value is one unit: quote it whole, it is what the element loads.
    offset = item.start;
    end = item.start + item.rawLength;
  }
  return {
    pattern: pattern.id,
    id: m[1] ?? null,
    item,
    text: m[0],
    from,
    offset,
    snippet: html.slice(offset, Math.min(end, offset + SNIPPET_MAX)),
  };
}

export function matchItems(html: string, items: readonly Item[], index: PatternIndex): PageHits {
  const page = new Map<string, Hit[]>();
  for (const item of items) {
    const text = item.text;
    for (const p of index.get(item.kind)!) {
      if (text.indexOf(p.needle) === -1) continue;
      if (p.within !== undefined && text.indexOf(p.within) === -1) continue;
      if (p.attr !== undefined && item.attr !== p.attr) continue;
      const re = p.re;
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        if (m[0].length === 0) re.lastIndex++;
        else if (p.midToken || m.index === 0 || !TOKEN_CHAR.test(text[m.index - 1])) {
          const hits = page.get(p.id);
          const hit = hitFor(html, item, p, m);
          if (hits === undefined) page.set(p.id, [hit]);
          else hits.push(hit);
        }
      }
    }
  }
  return page;
}
