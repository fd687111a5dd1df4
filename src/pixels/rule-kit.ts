// The pieces every vendor-family rule file is built from: patterns that turn extracted items
// into hits, and helpers that turn hits into findings with evidence.
import type { Evidence, Finding, Severity } from './types.ts';
import type { Item, ItemKind } from './extract.ts';
import type { PageLimits } from '../html/page-limits.ts';

export const URL_KINDS: readonly ItemKind[] = ['script-src', 'noscript-img', 'noscript-iframe', 'img-pixel', 'iframe', 'link', 'script-inline'];
export const INLINE: readonly ItemKind[] = ['script-inline'];
/** Where no-JavaScript twins and image tags live: noscript img/iframe and bare 1x1 images. */
export const PIXEL_KINDS: readonly ItemKind[] = ['noscript-img', 'noscript-iframe', 'img-pixel'];

export interface Pattern {
  /** Detector name, `<family>.<what>`; judges look hits up by it. */
  id: string;
  /** A literal the item must contain before the regex runs (keeps the scan fast). */
  needle: string;
  /** Global regex over the item's normalised text; group 1, when present, is the vendor ID. */
  re: RegExp;
  /** Item kinds searched; all kinds when absent. */
  kinds?: readonly ItemKind[];
  /**
   * Another literal the same item must contain (e.g. `trekkie` for the Shopify preference); for
   * a script attribute, the script's src must contain it.
   */
  within?: string;
  /** Required item qualifier (meta name, link rel, script type). */
  attr?: string;
  /** Allow a word character right before the match (by default a match must start a token). */
  midToken?: boolean;
  /**
   * For a match that lists several IDs (a settings object's `"pixelIds": ["1", "2"]`): a global
   * regex run inside the match whose group 1 is an ID. Each ID becomes its own hit, quoting the
   * bytes from the match start to the ID (or the ID alone when that is over 160 characters).
   */
  each?: RegExp;
}

export interface Hit {
  pattern: string;
  id: string | null;
  item: Item;
  /** The normalised text that matched, and where it starts in item.text. */
  text: string;
  from: number;
  /** Char offset in the HTML of the quoted bytes (turned into a byte offset before reporting). */
  offset: number;
  /** At most 160 chars of the page's own bytes: the match, or the whole attribute value. */
  snippet: string;
}

export type PageHits = ReadonlyMap<string, readonly Hit[]>;

export interface RuleFamily {
  /** Rule-id prefix, also the score's cap unit. */
  family: string;
  /** Every rule the family's judge can report (the legacy list is derived from these). */
  rules: readonly RuleMeta[];
  patterns: readonly Pattern[];
  /** `limits` hears of any list the judge reads only part of (the matcher bounds the hits it gets). */
  judge(page: PageHits, limits: PageLimits): Finding[];
}

export interface RuleMeta {
  id: string;
  severity: Severity;
  vendor: string;
  /** The vendor's own deprecation notice or documentation page. */
  reference: string;
  /** Set on a rule that names a dead or deprecated tag: one coming back is drift at error. */
  legacy?: Legacy;
}

export interface Legacy {
  /** When the vendor stopped (or stops) serving or processing it (YYYY-MM or YYYY-MM-DD); null when the vendor deprecated it without a date. */
  retired: string | null;
  /** What the vendor announced, in a line. */
  notice: string;
}

export const MAX_EVIDENCE = 3;

/**
 * RegExp source for a quote in script text, escaped any number of times: a snippet or a
 * settings object written into a JSON string (`\"pixel_id\":\"1\"`), or into one inside
 * another (`\\\"`). normalise.ts leaves quotes escaped, so patterns allow the backslashes.
 */
export const QUOTE = '\\\\*["\'`]';

export function hitsOf(page: PageHits, ...patternIds: string[]): Hit[] {
  const out: Hit[] = [];
  for (const id of patternIds) {
    const hits = page.get(id);
    if (hits !== undefined) out.push(...hits);
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/**
 * Up to MAX_EVIDENCE quotes, one per detector first (a loader and a call say more than three
 * calls), then in page order.
 */
export function evidenceOf(hits: readonly Hit[]): Evidence[] {
  const ordered = [...hits].sort((a, b) => a.offset - b.offset);
  const firstOfPattern = new Set<Hit>();
  const patterns = new Set<string>();
  for (const h of ordered) {
    if (!patterns.has(h.pattern + h.text)) {
      patterns.add(h.pattern + h.text);
      firstOfPattern.add(h);
    }
  }
  const picked: Hit[] = [];
  const offsets = new Set<number>();
  for (const h of [...firstOfPattern, ...ordered]) {
    if (picked.length === MAX_EVIDENCE) break;
    if (offsets.has(h.offset)) continue;
    offsets.add(h.offset);
    picked.push(h);
  }
  return picked.sort((a, b) => a.offset - b.offset).map((h) => ({ element: h.item.element, offset: h.offset, snippet: h.snippet }));
}

export function finding(rule: RuleMeta, message: string, hits: readonly Hit[], opts: { ids?: string[]; count?: number; severity?: Severity } = {}): Finding {
  const f: Finding = { rule_id: rule.id, severity: opts.severity ?? rule.severity, message, vendor: rule.vendor };
  if (opts.ids !== undefined && opts.ids.length > 0) f.ids = opts.ids;
  f.count = opts.count ?? hits.length;
  f.evidence = evidenceOf(hits);
  f.reference = rule.reference;
  return f;
}

/** The hits' IDs, each once, in the hits' order. */
export function distinctIds(hits: readonly Hit[]): string[] {
  const ids = new Set<string>();
  for (const h of hits) if (h.id !== null) ids.add(h.id);
  return [...ids];
}

export function groupById(hits: readonly Hit[]): Map<string, Hit[]> {
  const groups = new Map<string, Hit[]>();
  for (const h of hits) {
    if (h.id === null) continue;
    const g = groups.get(h.id);
    if (g === undefined) groups.set(h.id, [h]);
    else g.push(h);
  }
  return groups;
}

/**
 * One finding per vendor ID (the score counts each ID once). Hits without an ID (a loader
 * script, a bare function call) back every ID's finding, or make one ID-less finding when the
 * page names no ID at all.
 */
export function perIdFindings(rule: RuleMeta, hits: readonly Hit[], message: (id: string | null) => string): Finding[] {
  if (hits.length === 0) return [];
  const groups = groupById(hits);
  const anonymous = hits.filter((h) => h.id === null);
  if (groups.size === 0) return [finding(rule, message(null), anonymous)];
  return [...groups].map(([id, idHits]) => {
    const backing = [...idHits, ...anonymous].sort((a, b) => a.offset - b.offset);
    return finding(rule, message(id), backing, { ids: [id] });
  });
}

/** How many different elements the hits sit in: a duplicate needs two elements. */
export function elementCount(hits: readonly Hit[]): number {
  return new Set(hits.map((h) => h.item)).size;
}

/**
 * Two `<script src>` of the same URL both load: the page proves it. Anything inline could sit
 * behind a condition, so the wording stays "possibly".
 */
export function duplicateVerb(hits: readonly Hit[], verb: string): string {
  const n = elementCount(hits);
  return hits.every((h) => h.item.kind === 'script-src') ? `${verb} ${n} times` : `possibly ${verb} ${n} times (the page shows ${n} places; whether each runs depends on the code around it)`;
}

/**
 * RegExp source for a URL's query string up to `name=`, wherever the parameter sits:
 * `?name=`, `?a=1&name=`, `?a=1&amp;name=`. The value follows in the caller's pattern. The
 * parameters before it stop at a `?` or `#` (another URL's query or this one's end): a page
 * that repeats a URL back to back in one attribute made each try run to the attribute's end,
 * the whole scan quadratic in the attribute's length (2.2 MB: over 60 s).
 */
export function query(name: string): string {
  return `\\?(?:[^"'\\s?#]*?&(?:amp;)?)?${name}=`;
}

/** A script attribute that carries a vendor ID (see extract.ts), e.g. `data-cbid`. */
export function scriptAttr(name: string): Pick<Pattern, 'kinds' | 'attr'> {
  return { kinds: ['script-attr'], attr: name };
}

/** Escapes a literal for use inside a RegExp source. */
export function lit(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Plural helper for messages. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The regex source of an ID under an object key, quoted or not: "key": "ID", 'key': ID, key: 'ID',
 * \"key\":\"ID\" (JSON inside a JSON string). Starts at the key itself (a leading optional
 * quote would make it try every position).
 */
export function keyedIdSource(key: string, idSource: string): string {
  return `${lit(key)}(?:${QUOTE})?\\s*:\\s*(?:${QUOTE})?(${idSource})(?![\\w-])`;
}

/**
 * Patterns for an ID a retailer keeps in its own configuration object under a key that names the
 * vendor ("facebookPixelId": "...", gtmContainerId: 'GTM-...'): one per
 * key, the key its needle, the ID's format strict, so a look-alike value under the key is not taken.
 */
export function configKeyPatterns(id: string, keys: readonly string[], idSource: string): Pattern[] {
  return keys.map((key) => ({ id, needle: key, re: new RegExp(keyedIdSource(key, idSource), 'g'), kinds: INLINE }));
}
