// data/section232/partners.json against the texts it quotes: every heading's quote is in that
// heading's Revision 21 text, every country it lists is named by the quote, the general rate is
// the heading's, and the EU members are note 37(j)'s. Skipped where ../shared is absent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { partnersFile } from '../../src/tariffs/dataset.ts';

const SHARED = new URL('../../../shared/data/', import.meta.url);
const HEADINGS = new URL('tariffs-2026-rev21/hts-2026-rev21/ch99-headings.json', SHARED);
const skip = existsSync(HEADINGS) ? false : 'the shared sources are not here';

// The names a heading text uses for each country it can list.
const NAMES: Record<string, RegExp> = {
  AR: /Argentina/, EC: /Ecuador/, SV: /El Salvador/, GT: /Guatemala/, JP: /Japan/, KR: /(South Korea|Republic of Korea)/,
  LI: /Liechtenstein/, CH: /Switzerland/, TW: /Taiwan/, GB: /United Kingdom/, EU: /European Union/,
};

test('every partner heading: quote in its Rev 21 text, countries named by the quote, general rate as printed', { skip }, () => {
  const texts = new Map<string, { description: string; general: string | null }>(JSON.parse(readFileSync(HEADINGS, 'utf8')).headings.map((h: any) => [h.code, h]));
  for (const [heading, entry] of Object.entries(partnersFile.headings)) {
    const text = texts.get(heading);
    assert.ok(text, `${heading} is a Rev 21 heading`);
    assert.ok(text.description.includes(entry.quote), `${heading}: quote not in its text`);
    assert.equal(entry.general, text.general, heading);
    for (const c of entry.countries) assert.match(entry.quote, NAMES[c], `${heading}: ${c} not named`);
    const named = Object.entries(NAMES).filter(([, re]) => re.test(entry.quote)).map(([c]) => c).sort();
    assert.deepEqual(named, [...entry.countries].sort(), `${heading}: the quote names exactly these`);
  }
});

test('column 1 pairs: the at-least heading says "equal to or greater than", the below one "less than", both at the threshold', { skip }, () => {
  const all = JSON.parse(readFileSync(HEADINGS, 'utf8')).headings;
  const texts = new Map<string, string>(all.map((h: any) => [h.code, h.description]));
  const generals = new Map<string, string | null>(all.map((h: any) => [h.code, h.general]));
  for (const b of partnersFile.column1_bands) {
    assert.match(texts.get(b.at_least)!, new RegExp(`equal to or greater than ${b.threshold_pct} percent`), b.at_least);
    assert.match(texts.get(b.below)!, new RegExp(`less than ${b.threshold_pct} percent`), b.below);
    assert.equal(generals.get(b.below), `${b.threshold_pct}%`, b.below);
  }
});

test('EU members: note 37(j)\'s list, 27 names, each mapped to its code; condition quotes in note 43(d)', { skip }, () => {
  const note37 = readFileSync(new URL('section232/hts-2026-rev10-rev20/revisions/2026-rev20/notes/note-37.md', SHARED), 'utf8');
  assert.ok(note37.includes(partnersFile.eu_members.quote));
  const names = partnersFile.eu_members.quote.replace(' and ', ', ').split(', ').map((n) => n.replace(/ \(.*\)$/, ''));
  assert.equal(names.length, 27);
  const display = new Intl.DisplayNames('en', { type: 'region' });
  assert.deepEqual(partnersFile.eu_members.countries.map((c) => display.of(c)), names);
  const note43 = readFileSync(new URL('section232/hts-2026-rev10-rev20/revisions/2026-rev18/changes/03-approve-cr-3-establishes-u-s-note-43-a-to-subchapter-iii-of-chapter-.md', SHARED), 'utf8');
  for (const h of Object.values(partnersFile.headings)) if (h.condition_quote) assert.ok(note43.includes(h.condition_quote));
});
