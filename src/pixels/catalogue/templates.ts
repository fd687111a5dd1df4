// Turns a catalogue place (schema.ts) into a matcher pattern (rule-kit.ts). The templates keep
// vendors.json readable without regexes:
//
//   url   `static.hotjar.com/c/hotjar-{id}.js`, `px.ads.linkedin.com/collect[/]?pid={id}`
//         literal text; {id} the ID; `*` any run of URL characters; `[x]` an optional x;
//         `(a|b)` one of the literals; `?name=` the parameter anywhere in the query string
//         (`?name=`, `?x=1&name=`, `&amp;name=`). Searched in every URL an item holds and in
//         inline scripts (loaders written by code, pixel markup escaped into JSON).
//   call  `pintrk('load', '{id}'`, `_linkedin_partner_id = {id}`: inline script; any quote
//         (escaped or not) for `'`, any spacing around punctuation, `*` any run inside one
//         statement; a bare {id} is the value quoted or not.
//   key   `pixelId`: a JSON or JavaScript object key (quoted or not) whose value is the ID.
//   attr  `data-cbid`: a script element's attribute that holds the ID (`within`: a literal of
//         the script's src, so another script's attribute of the same name is not the vendor's).
//   shopify `TikTok Pixel`: the entry of Shopify's trekkie.load settings, every ID inside it.
//
// Every pattern needs a literal needle (the matcher skips items without it), taken from the
// template's longest literal run.
import { INLINE, QUOTE, URL_KINDS, keyedIdSource, lit, query, type Pattern } from '../rule-kit.ts';
import { shopifySetting } from '../shopify-settings.ts';
import type { Place } from './schema.ts';

// A run inside one URL is bounded: a page repeating a template's literal text back to back made
// each try of an unbounded run read to the end of the item, and two runs in one template
// (`sdk*.js?shopId={id}`: a run, then a query string) made the scan cubic in the item's length.
const ANY_URL_RUN = `[^"'\\s<>]{0,100}?`;
const ANY_STATEMENT_RUN = `[^;]{0,200}?`;

interface Compiled {
  source: string;
  /** Literal runs, for the needle. */
  literals: string[];
}

/** Splits a template at its specials; `special` turns one into regex source or returns undefined for a literal. */
function compile(template: string, idSource: string | undefined, special: (token: string) => string | undefined, bareIdQuoted = false): Compiled {
  const literals: string[] = [];
  let source = '';
  let run = '';
  const flush = (): void => {
    if (run !== '') literals.push(run);
    run = '';
  };
  for (let i = 0; i < template.length; ) {
    if (template.startsWith('{id}', i)) {
      if (idSource === undefined) throw new Error(`template ${template} says {id} but the row has no ID pattern`);
      flush();
      // In a call, a bare {id} takes the value quoted or not; `'{id}'` needs the quotes.
      source += bareIdQuoted && template[i - 1] !== "'" ? `${QUOTE}?(${idSource})` : `(${idSource})`;
      i += 4;
      continue;
    }
    const rest = template.slice(i);
    const m = /^(\[[^\]]+\]|\([^)]*\|[^)]*\)|\?[\w-]+=|\*|\s+|.)/s.exec(rest)!;
    const token = m[0];
    const out = special(token);
    if (out === undefined) {
      run += token;
      source += lit(token);
    } else {
      flush();
      source += out;
    }
    i += token.length;
  }
  flush();
  return { source, literals };
}

function urlSpecial(token: string): string | undefined {
  if (token === '*') return ANY_URL_RUN;
  if (token.length > 2 && token.startsWith('[')) return `(?:${lit(token.slice(1, -1))})?`;
  if (token.length > 2 && token.startsWith('(')) return `(?:${token.slice(1, -1).split('|').map(lit).join('|')})`;
  if (token.startsWith('?') && token.endsWith('=')) return query(token.slice(1, -1));
  return undefined;
}

const SPACED_AFTER = new Set(['(', ',', '[', ':', '=', '{']);
const SPACED_BEFORE = new Set([')', ',', ']', ':', '=', '}']);

function callSpecial(token: string): string | undefined {
  if (token === '*') return ANY_STATEMENT_RUN;
  if (/^\s+$/.test(token)) return '\\s*';
  if (token === "'") return QUOTE;
  if (SPACED_AFTER.has(token) && SPACED_BEFORE.has(token)) return `\\s*${lit(token)}\\s*`;
  if (SPACED_AFTER.has(token)) return `${lit(token)}\\s*`;
  if (SPACED_BEFORE.has(token)) return `\\s*${lit(token)}`;
  return undefined;
}

function needleOf(literals: string[], template: string): string {
  const needle = literals.map((l) => l.trim()).sort((a, b) => b.length - a.length)[0];
  if (needle === undefined || needle.length < 3) throw new Error(`template ${template} needs a literal run of at least 3 characters`);
  return needle;
}

/** A template's regex; when it ends with the ID, nothing that could continue the ID may follow. */
function endingId(source: string, idSource: string | undefined): RegExp {
  return new RegExp(source.endsWith(`(${idSource})`) ? `${source}(?![\\w-])` : source, 'g');
}

/** The place as a pattern of the family's `<family>.tag` detector. */
export function placePattern(id: string, place: Place, rowId: string | undefined): Pattern {
  const idSource = place.id ?? rowId;
  if (place.url !== undefined) {
    const c = compile(place.url, idSource, urlSpecial);
    return { id, re: endingId(c.source, idSource), kinds: URL_KINDS, ...selective(needleOf(c.literals, place.url), place.within) };
  }
  if (place.call !== undefined) {
    const c = compile(place.call, idSource, callSpecial, true);
    return { id, re: endingId(c.source, idSource), kinds: INLINE, ...selective(needleOf(c.literals, place.call), place.within) };
  }
  if (place.key !== undefined) {
    return { id, re: new RegExp(keyedIdSource(place.key, idSource!), 'g'), kinds: INLINE, ...selective(place.key, place.within) };
  }
  if (place.attr !== undefined) {
    // The item is the attribute's value alone, so no needle: the attr qualifier selects it.
    return { id, needle: '', re: new RegExp(`^\\s*(${idSource})\\s*$`, 'g'), kinds: ['script-attr'], attr: place.attr, ...(place.within === undefined ? {} : { within: place.within }) };
  }
  return { ...shopifySetting(place.shopify!, new RegExp(`"(${idSource})"`, 'g')), id };
}

/**
 * The rarer of a place's two literals is the needle the matcher looks for first, the other the
 * `within` check: a key such as `id` or `c2` is in nearly every script, and as a needle it made
 * the needle pass stop at each of them (the scan fell from 0.62-0.66x to 0.49-0.52x the parse
 * over the news pages, bench/pixels-scan.ts, same run). The longer literal stands for the rarer.
 */
function selective(literal: string, within: string | undefined): Pick<Pattern, 'needle' | 'within'> {
  if (within === undefined) return { needle: literal };
  return within.length > literal.length ? { needle: within, within: literal } : { needle: literal, within };
}
