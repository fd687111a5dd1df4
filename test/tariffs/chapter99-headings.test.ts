// Every Chapter 99 heading the service can answer, held against HTS 2026 Revision 21's text of it
// (issue 35, "What to build" 4): the heading exists, the rate it prints is the rate the service
// charges under it, the countries its description names are the origins the service applies it
// to, and the dates it prints hold the days the service uses it. The uses are read from the
// project's data (test/support/chapter99-uses.ts), so a heading added to the data is held too.
// The texts are the project's byte copy of the Revision 21 headings (data/hts/ch99-headings-rev21.json,
// sha256 as shared/data/tariffs-2026-rev21/MANIFEST.md gives it), so this runs without ../shared.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { headingRate } from '../../scripts/lib/hts-revision/headings.ts';
import { knownCountries } from '../../src/tariffs/origin.ts';
import { revisionsFile } from '../../src/tariffs/dataset.ts';
import { chapter99Uses, type ChargedRate, type HeadingUse } from '../support/chapter99-uses.ts';
import { skipWithoutShared } from '../support/shared-data.ts';

const LOCAL = new URL('../../data/hts/ch99-headings-rev21.json', import.meta.url);
const SHARED = new URL('../../../shared/data/tariffs-2026-rev21/hts-2026-rev21/ch99-headings.json', import.meta.url);
/** MANIFEST.md's sha256 of hts-2026-rev21/ch99-headings.json. */
const MANIFEST_SHA256 = 'ff6dc4f229436eb5f4508e1d07b44ddefb4486e914318ce6f703ef35d55b38fd';

const bytes = readFileSync(LOCAL);
const TEXTS = new Map<string, { description: string; general: string | null }>(
  (JSON.parse(bytes.toString('utf8')) as { headings: Array<{ code: string; description: string; general: string | null }> }).headings.map((h) => [h.code, h]),
);
const REV21 = revisionsFile.revisions.find((r) => r.revision === 'HTS 2026 Revision 21')!.published;

/**
 * Headings the Revision 21 export does not print (its converter dropped 9903.78, 9903.80/.81 and
 * most of 9903.85: hts-2026-rev21/README.md), each used only before Revision 21.
 */
const NOT_IN_EXPORT = /^9903\.(78|80|81|85)\./;

/** The rate a heading's General column prints, as the service would charge it. */
export function printedRate(general: string | null): ChargedRate | { kind: 'unparsed'; text: string | null } {
  if (general === null) return { kind: 'unparsed', text: null };
  const t = general.replace(/\s+/g, ' ').trim().replace(/ plus /, ' + ');
  const nonUs = /^The duty provided in the applicable subheading \+ a duty of (\d+(?:\.\d+)?)% upon the value of the non-U\.S\. content$/i.exec(t);
  if (nonUs) return { kind: 'additional', pct: Number(nonUs[1]), non_us_content: true };
  const r = headingRate(t);
  if (r.kind === 'additional') return r.pct === 0 ? { kind: 'nothing' } : { kind: 'additional', pct: r.pct };
  if (r.kind === 'all_in') return { kind: 'all_in', pct: r.pct };
  if (r.kind === 'no_change' || r.kind === 'no_additional') return { kind: 'nothing' };
  return { kind: 'unparsed', text: t };
}

// Country names as the headings print them: CLDR's English names and the forms the notes use.
// Longest first, each blanked once read, so "Hong Kong, China" is not also China and "Dominican
// Republic" not Dominica.
const NAMES: Array<[RegExp, string]> = [
  // CLDR writes "Trinidad & Tobago"; the headings write "and".
  ...knownCountries().flatMap((c) => [[c.name, c.code], [c.name.replace(' & ', ' and '), c.code]] as Array<[string, string]>),
  ['Hong Kong, China', 'HK'], ['Republic of Korea', 'KR'], ['South Korea', 'KR'], ['Russian Federation', 'RU'], ['Russia', 'RU'],
  ['Türkiye', 'TR'], ['Turkey', 'TR'], ['Vietnam', 'VN'], ['European Union', 'EU'], ['Dominican Republic', 'DO'],
]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, code]) => [new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), code]);
/** General note 3(b): the column 2 countries (Cuba, North Korea, Russia, Belarus). */
const COLUMN_2 = ['BY', 'CU', 'KP', 'RU'];

/** The origins a text names (ISO 3166-1 alpha-2, 'EU'); the United States is a place of content, not an origin. */
export function namedCountries(text: string): string[] {
  let rest = text;
  const found = new Set<string>();
  if (/general note 3\(b\)/.test(rest)) for (const c of COLUMN_2) found.add(c);
  for (const [re, code] of NAMES) {
    if (re.test(rest)) {
      found.add(code);
      rest = rest.replace(re, ' ');
    }
    re.lastIndex = 0;
  }
  found.delete('US');
  return [...found].sort();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const isoDay = (m: string, d: string, y: string) => `${y}-${String(MONTHS.indexOf(m) + 1).padStart(2, '0')}-${d.padStart(2, '0')}`;
const DATE = '(January|February|March|April|May|June|July|August|September|October|November|December) (\\d{1,2}), (\\d{4})';

/** The days a heading's text says it covers ("on or after April 3, 2025", "through November 9, 2026", "before June 1, 2023"). */
export function printedDays(text: string): { from: string | null; to: string | null } {
  const after = new RegExp(`on or after ${DATE}`).exec(text);
  const through = new RegExp(`(?:and )?through ${DATE}`).exec(text);
  const before = new RegExp(`(?:and |entered )before (?:12:01 a\\.m\\. eastern time on )?${DATE}`).exec(text);
  const to = through ? isoDay(through[1]!, through[2]!, through[3]!) : before ? new Date(Date.parse(`${isoDay(before[1]!, before[2]!, before[3]!)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : null;
  return { from: after ? isoDay(after[1]!, after[2]!, after[3]!) : null, to };
}

const rateWords = (r: ChargedRate | { kind: 'unparsed'; text: string | null }) =>
  r.kind === 'additional' ? `+${r.pct}%${r.non_us_content ? ' on non-U.S. content' : ''}` : r.kind === 'all_in' ? `${r.pct}% all-in` : r.kind === 'unparsed' ? `unread: ${JSON.stringify(r.text)}` : r.kind;

/** Why a use contradicts the heading's text; empty when it agrees. */
export function contradictions(use: HeadingUse, texts: ReadonlyMap<string, { description: string; general: string | null }>, rev21Day: string): string[] {
  const at = `${use.heading} (${use.source})`;
  const text = texts.get(use.heading);
  if (!text) {
    if (NOT_IN_EXPORT.test(use.heading) && use.to !== null && use.to < rev21Day) return [];
    return [`${at}: not a Revision 21 heading, yet used ${use.to === null ? 'with no end' : `until ${use.to}`}`];
  }
  const out: string[] = [];
  // The rate, for the uses Revision 21's text governs (a rate an earlier revision printed may differ).
  if (use.rate.kind !== 'named' && (use.to === null || use.to >= rev21Day)) {
    const printed = printedRate(text.general);
    if (rateWords(printed) !== rateWords(use.rate)) out.push(`${at}: charged ${rateWords(use.rate)}, the heading prints "${text.general}"`);
  }
  // The countries.
  const named = namedCountries(text.description);
  const covers = (c: string) => named.includes(c) || (c !== 'EU' && named.includes('EU') && EU_MEMBERS.has(c));
  const reach = use.reach;
  if (reach.kind === 'any' && named.length > 0 && use.rate.kind !== 'named') out.push(`${at}: applied to every origin, but its text names ${named.join(', ')}`);
  if (reach.kind === 'usmca' && named.some((c) => c !== 'CA' && c !== 'MX')) out.push(`${at}: applied to USMCA goods of Canada and Mexico, but its text names ${named.join(', ')}`);
  if (reach.kind === 'countries') {
    const outside = reach.countries.filter((c) => !covers(c));
    if (outside.length > 0) out.push(`${at}: applied to ${outside.join(', ')}, which its text does not name (it names ${named.join(', ') || 'no country'})`);
    if (reach.exact) {
      const missing = named.filter((c) => !reach.countries.includes(c));
      if (missing.length > 0) out.push(`${at}: its text names ${missing.join(', ')} too, which the service does not apply it to`);
    }
  }
  if (reach.kind === 'condition') {
    const inData = namedCountries(reach.applies_to);
    if (inData.join() !== named.join()) out.push(`${at}: the data says it is for ${JSON.stringify(reach.applies_to)} (${inData.join(', ') || 'no country'}); its text names ${named.join(', ') || 'no country'}`);
  }
  // The days the text prints.
  if (use.rate.kind !== 'named') {
    const days = printedDays(text.description);
    if (days.from && (use.from === null || use.from < days.from)) out.push(`${at}: used from ${use.from ?? 'any day'}, its text covers entries on or after ${days.from}`);
    if (days.to && (use.to === null || use.to > days.to)) out.push(`${at}: used until ${use.to ?? 'no end'}, its text covers entries through ${days.to}`);
  }
  return out;
}

const EU_MEMBERS: ReadonlySet<string> = new Set(knownCountries().filter((c) => c.group === 'eu').map((c) => c.code));

/**
 * Uses that read against the heading's own words but agree with a text beside it, each with the
 * text: the finding must still arise (a stale entry fails) and is listed in data/SOURCES.md.
 */
const READ_WITH_ANOTHER_TEXT: Record<string, { finding: RegExp; reason: string; quote?: { file: string; text: string } }> = {
  '9903.82.20': {
    finding: /charged \+25% on non-U\.S\. content, the heading prints "The duty provided in the applicable subheading \+ a duty of 25%"/,
    reason: 'U.S. note 16(j) puts the duty on the non-U.S. content and on U.S. content over 40% of the value (the service: +25% with U.S. content up to 40% exempt)',
    quote: { file: 'section232/hts-2026-rev10-rev20/revisions/2026-rev20/notes/note-16.md', text: 'Heading 9903.82.20 applies to the non-U.S. content of such derivative steel articles and to U.S. content that exceeds 40 percent of the value of such derivative steel articles.' },
  },
  '9903.92.10': {
    finding: /applied to CN, which its text does not name \(it names no country\)/,
    reason: `a subheading whose superior row (not in the export, which prints ten-character rows only; its sibling 9903.92.80 reads "Other (provided for in subheading 8426.19.00)") would name the origin; 9903.91.09, which takes goods out of it, reads "articles the product of China"; the derived list (secondary) gives it as Section 301 on China; Rev 21 9903.91.14-.16 (note 31(l), from 2026-11-10) reach cranes of any origin made with Chinese components or by Chinese-owned companies, so the China-only reading is not settled (data/SOURCES.md)`,
  },
};

describe('Chapter 99 headings the service answers, against HTS 2026 Revision 21', () => {
  const uses = chapter99Uses();

  it('the project\'s copy of the Revision 21 headings is the one MANIFEST.md names (sha256)', () => {
    assert.equal(createHash('sha256').update(bytes).digest('hex'), MANIFEST_SHA256);
    assert.equal(TEXTS.size, 637);
  });

  it('the uses cover every kind of heading the service answers', () => {
    const headings = new Set(uses.map((u) => u.heading));
    // One of each: a note 16 list, a partner cap and its column 1 pair, a USMCA and an exclusion
    // heading, a note 16(k) heading, Section 301, note 52 and its 52(b)/52(f) exemptions.
    for (const h of ['9903.82.02', '9903.82.22', '9903.94.61', '9903.94.60', '9903.94.06', '9903.08.20', '9903.76.04', '9903.82.25', '9903.88.03', '9903.91.03', '9903.05.31', '9903.05.86', '9903.05.90', '9903.04.63', '9903.08.24']) {
      assert.ok(headings.has(h), `${h} is among the uses`);
    }
    assert.ok(uses.length > 250, `${uses.length} uses`);
  });

  it('every heading exists, prints the rate the service charges, names the countries it is applied to, and covers the days it is used', () => {
    const found = [...new Set(uses.flatMap((u) => contradictions(u, TEXTS, REV21)))];
    const read = (f: string) => Object.entries(READ_WITH_ANOTHER_TEXT).some(([h, r]) => f.startsWith(`${h} `) && r.finding.test(f));
    assert.deepEqual(found.filter((f) => !read(f)), []);
    for (const [heading, r] of Object.entries(READ_WITH_ANOTHER_TEXT)) assert.ok(found.some((f) => f.startsWith(`${heading} `) && r.finding.test(f)), `${heading}: no longer read against its own words; drop it from READ_WITH_ANOTHER_TEXT`);
  });
});

describe('the contradiction check itself', () => {
  const use = (over: Partial<HeadingUse>): HeadingUse => ({ heading: '9903.94.61', rate: { kind: 'all_in', pct: 15 }, reach: { kind: 'countries', countries: ['KR'], exact: true }, from: '2025-12-04', to: null, source: 'a test', ...over });

  it('fails a heading charged at another rate than it prints, applied to a country it does not name, or used before its first day', () => {
    assert.deepEqual(contradictions(use({}), TEXTS, REV21), []);
    assert.match(contradictions(use({ rate: { kind: 'additional', pct: 25 } }), TEXTS, REV21).join(), /charged \+25%, the heading prints "15%"/);
    assert.match(contradictions(use({ heading: '9903.94.60' }), TEXTS, REV21).join(), /charged 15% all-in, the heading prints "The duty provided in the applicable subheading"/);
    assert.match(contradictions(use({ reach: { kind: 'countries', countries: ['JP'], exact: true } }), TEXTS, REV21).join(), /applied to JP, which its text does not name \(it names KR\)/);
    assert.match(contradictions(use({ reach: { kind: 'any' } }), TEXTS, REV21).join(), /applied to every origin, but its text names KR/);
    assert.match(contradictions(use({ heading: '9903.94.06', rate: { kind: 'nothing' }, reach: { kind: 'usmca' }, from: '2025-04-03' }), TEXTS, REV21).join(), /on or after 2025-05-03/);
    assert.match(contradictions(use({ heading: '9903.99.99' }), TEXTS, REV21).join(), /not a Revision 21 heading/);
  });

  it('reads the headings\' words: "plus", non-U.S. content, Hong Kong, China, general note 3(b), the EU', () => {
    assert.deepEqual(printedRate('The duty provided in the applicable subheading plus 25%'), { kind: 'additional', pct: 25 });
    assert.deepEqual(printedRate('The duty provided in the applicable subheading + a duty of 25% upon the value of the non-U.S. content'), { kind: 'additional', pct: 25, non_us_content: true });
    assert.deepEqual(printedRate('The duty provided in the applicable subheading +0%'), { kind: 'nothing' });
    assert.deepEqual(namedCountries(TEXTS.get('9903.05.43')!.description), ['HK']);
    assert.deepEqual(namedCountries(TEXTS.get('9903.82.12')!.description), COLUMN_2);
    assert.deepEqual(namedCountries(TEXTS.get('9903.05.34')!.description), ['DO']);
    assert.deepEqual(namedCountries(TEXTS.get('9903.08.24')!.description), ['CH', 'EU', 'JP', 'KR', 'LI', 'TW']);
    assert.deepEqual(printedDays(TEXTS.get('9903.88.66')!.description), { from: '2021-12-01', to: '2023-05-31' });
  });
});

const SHARED_DATA = new URL('../../../shared/data/', import.meta.url);

it('the texts beside a heading that settle its use say what READ_WITH_ANOTHER_TEXT quotes', { skip: skipWithoutShared(existsSync(SHARED_DATA), '../shared/data') }, () => {
  for (const [heading, { quote }] of Object.entries(READ_WITH_ANOTHER_TEXT)) {
    if (quote) assert.ok(readFileSync(new URL(quote.file, SHARED_DATA), 'utf8').includes(quote.text), `${heading}: ${quote.file}`);
  }
});

it('the project\'s copy is byte for byte the shared Revision 21 headings', { skip: skipWithoutShared(existsSync(SHARED), '../shared/data/tariffs-2026-rev21/hts-2026-rev21/ch99-headings.json') }, () => {
  assert.ok(readFileSync(SHARED).equals(bytes));
});
