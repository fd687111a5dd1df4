// data/stacking/: the duties that stack (China Section 301, U.S. note 52), each held against a
// second source. Without ../shared the committed files are checked for what they must say; with it
// (CI), they are rebuilt byte for byte, the Section 301 lists are compared again with USITC's
// footnotes (every disagreement must be listed with its reason, and every listed one must still
// occur), and note 52's rates as Revision 13 established them are held against Revision 21's text.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Section301File } from '../../scripts/lib/stacking/section301.ts';
import type { Note52File } from '../../scripts/lib/stacking/note52.ts';
import { compareWithFootnotes, DISAGREEMENT_REASONS, type DisagreementsFile } from '../../scripts/lib/stacking/section301-footnotes.ts';
import { compareRev13Rev21 } from '../../scripts/lib/stacking/note52.ts';
import { parseHeadings } from '../../scripts/lib/hts-revision/headings.ts';
import { skipWithoutShared } from '../support/shared-data.ts';
import { PATHS, rev21Headings, sharedPresent, stackingFiles } from '../../scripts/build-stacking-data.ts';
import type { Note50File, Note51File } from '../../src/tariffs/stacking/types.ts';
import { UNEXPLAINED } from '../../scripts/lib/stacking/rev21-check.ts';

const DIR = fileURLToPath(new URL('../../data/stacking/', import.meta.url));
const read = <T>(name: string): T => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as T;
const s301 = read<Section301File>('section301.json');
const note52 = read<Note52File>('note52.json');
const disagreements = read<DisagreementsFile>('s301-footnote-disagreements.json');
const note50 = read<Note50File>('note50.json');
const note51 = read<Note51File>('note51.json');
const list = (heading: string) => s301.lists.find((l) => l.chapter99_heading === heading)!;

describe('the committed stacking data', () => {
  it('Section 301: Lists 1, 2, 3 add 25%, 4A 7.5%, 4B is suspended; each list names its heading, authority and sources', () => {
    assert.deepEqual(
      ['9903.88.01', '9903.88.02', '9903.88.03', '9903.88.15', '9903.88.16'].map((h) => [list(h).list, list(h).rate_pct, list(h).suspended]),
      [['1', 25, false], ['2', 25, false], ['3', 25, false], ['4A', 7.5, false], ['4B', 15, true]],
    );
    for (const l of s301.lists) {
      assert.match(l.chapter99_heading, /^9903\.\d{2}\.\d{2}$/);
      assert.match(l.authority, /Section 301/);
      assert.ok(l.hts8.length > 0 && l.hts8.every((h) => /^\d{8}$/.test(h)), l.list);
      assert.deepEqual(l.hts8, [...l.hts8].sort(), `${l.list}: sorted`);
      // A date is read from the heading or left null with the reason: never filled in.
      if (l.effective_from === null) assert.match(l.dates_note ?? '', /prints no start date/);
    }
    assert.ok(s301.sources.length >= 2 && s301.sources.every((s) => /^[0-9a-f]{64}$/.test(s.sha256)));
    assert.ok(s301.sources.some((s) => s.authority === 'secondary' && /s301_product_lists\.csv/.test(s.path)), 'the derived list is marked secondary');
  });

  it('Section 301: wooden kitchen cabinets (9403.40.90) are on List 3, 9903.88.03', () => {
    assert.ok(list('9903.88.03').hts8.includes('94034090'));
    assert.ok(!list('9903.88.15').hts8.includes('94034090'));
  });

  it('the later increases carry the dates their headings print (9903.91.04 is not held: no derived line)', () => {
    assert.deepEqual([list('9903.91.01').effective_from, list('9903.91.01').rate_pct], ['2024-09-27', 25]);
    assert.deepEqual([list('9903.91.05').effective_from, list('9903.91.05').rate_pct], ['2025-01-01', 50]);
    assert.deepEqual([list('9903.91.08').effective_from, list('9903.91.08').rate_pct], ['2026-01-01', 100]);
  });

  it('every footnote disagreement has a reason, and the counts are CHECKS.md §3\'s: 98.2% of 10-digit lines agree if the suspended List 4B is ignored', () => {
    for (const d of disagreements.disagreements) assert.ok(DISAGREEMENT_REASONS[d.kind] && disagreements.reasons[d.kind], `${d.htsno}: ${d.kind}`);
    const { rows_compared, agree, by_kind } = disagreements.counts;
    assert.deepEqual(rows_compared, { '10': 7143, '8': 2900 });
    assert.deepEqual(agree, { '10': 6568, '8': 2417 });
    assert.equal(by_kind['10:derived_adds_only_4B'], 444);
    assert.equal(Math.round(((agree['10'] + by_kind['10:derived_adds_only_4B']!) / rows_compared['10']) * 1000) / 10, 98.2);
    const reverse = disagreements.disagreements.filter((d) => d.level === 'hts8').length;
    assert.equal(reverse, 619, 'derived provisions no row footnotes (CHECKS.md §3 "Reverse")');
    assert.equal(disagreements.disagreements.length, 575 + 483 + 619);
  });

  it('note 52: in force from 2026-07-24; China and Vietnam +12.5%, the EU 10% all-in below a 10% column 1 rate; 52(f) names the Section 232 headings', () => {
    assert.equal(note52.effective_from, '2026-07-24');
    const by = (h: string) => note52.country_headings.find((c) => c.chapter99_heading === h)!;
    assert.deepEqual([by('9903.05.31').iso2, by('9903.05.31').rate_basis, by('9903.05.31').rate_pct], ['CN', 'additional', 12.5]);
    assert.deepEqual([by('9903.05.84').iso2, by('9903.05.84').rate_basis, by('9903.05.84').rate_pct], ['VN', 'additional', 12.5]);
    assert.deepEqual([by('9903.05.39').iso2, by('9903.05.39').rate_basis, by('9903.05.39').rate_pct, by('9903.05.39').column1_below_pct], ['EU', 'all_in', 10, 10]);
    assert.deepEqual([by('9903.05.38').rate_basis, by('9903.05.38').column1_at_least_pct], ['none', 10]);
    assert.equal(note52.country_headings.length, 65, '9903.05.20-.84');
    const f = new Map(note52.exempt_52f.map((x) => [x.subdivision, x]));
    assert.ok(f.get('52(f)(1)')!.headings.includes('9903.82.02') && f.get('52(f)(1)')!.headings.includes('9903.82.26'));
    assert.deepEqual([f.get('52(f)(8)')!.effective_from, f.get('52(f)(8)')!.headings[0]], ['2026-07-31', '9903.04.60']);
    assert.ok(note52.exempt_52b.includes('8471.30.01'), '52(b): laptops');
    assert.equal(note52.exempt_52b.length, 863, 'MANIFEST: 863 HTS numbers');
    for (const e of note52.exemptions) if (e.held === 'no') assert.ok(e.why.length > 0, e.chapter99_heading);
  });

  it('note 50: 9903.05.01 adds 25% from 2026-07-22; 50(a)(ii) holds 864 provisions; 50(a)(vi)(8) (patented pharmaceuticals) from 2026-07-31', () => {
    assert.deepEqual([note50.heading.chapter99_heading, note50.heading.rate_basis, note50.heading.rate_pct, note50.effective_from], ['9903.05.01', 'additional', 25, '2026-07-22']);
    assert.equal(note50.exempt_a_ii.length, 864, 'MANIFEST: 864 HTS numbers');
    const vi = new Map(note50.exempt_a_vi.map((x) => [x.subdivision, x]));
    assert.ok(vi.get('50(a)(vi)(1)')!.headings.includes('9903.82.02') && vi.get('50(a)(vi)(1)')!.headings.includes('9903.82.26'));
    assert.deepEqual([vi.get('50(a)(vi)(8)')!.effective_from, vi.get('50(a)(vi)(7)')!.effective_from], ['2026-07-31', '2026-07-22']);
    assert.deepEqual(note50.exemptions.filter((e) => e.held === 'no').map((e) => e.chapter99_heading), ['9903.05.02', '9903.05.04', '9903.05.05', '9903.05.06', '9903.05.08', '9903.05.09']);
    assert.match(note50.note_50a_i, /shall also be subject to any additional duty provided for in this subchapter/, 'stacks on note 52 (subchapter III)');
  });

  it('note 51: +50% under 9903.03.12-.14 from 2026-08-22; 51(c) relieves all three until 2026-09-14 and only 9903.03.13 from 2026-09-15', () => {
    assert.deepEqual(note51.headings.map((h) => [h.chapter99_heading, h.subdivision, h.rate_pct]), [['9903.03.12', '51(b)(1)', 50], ['9903.03.13', '51(b)(2)', 50], ['9903.03.14', '51(b)(3)', 50]]);
    assert.equal(note51.effective_from, '2026-08-22');
    const [v18, v19] = note51.versions;
    assert.deepEqual([v18!.effective_from, v18!.effective_to, v18!.exempt_c_relieves], ['2026-08-22', '2026-09-14', ['9903.03.12', '9903.03.13', '9903.03.14']]);
    assert.deepEqual([v19!.effective_from, v19!.effective_to, v19!.exempt_c_relieves], ['2026-09-15', null, ['9903.03.13']]);
    // Revision 19 added cheeses to (b)(1) and steel and aluminium articles to (b)(3); (b)(2) did not move.
    assert.ok(!v18!.lists['9903.03.14']!.includes('7604.10.10') && v19!.lists['9903.03.14']!.includes('7604.10.10'));
    assert.deepEqual(v18!.lists['9903.03.13'], v19!.lists['9903.03.13']);
    assert.ok(v19!.lists['9903.03.12']!.includes('2208.30.6020'), '10-digit provisions are kept as printed');
    assert.deepEqual([note51.civil_aircraft_d.provisions_seen.length, note51.civil_aircraft_d.unknown_from], [116, '8411.81.40']);
  });
});

const skip = skipWithoutShared(sharedPresent(), '../shared/data/tariffs-2026-rev21 or ../shared/data/hts/usitc-json');

describe('the stacking data against its sources', { skip }, () => {
  it('the committed files are what scripts/build-stacking-data.ts builds from the texts, byte for byte', () => {
    for (const [name, text] of Object.entries(stackingFiles())) assert.equal(readFileSync(join(DIR, name), 'utf8'), text, `${name}: run node scripts/build-stacking-data.ts`);
  });

  it('Section 301 against USITC\'s footnotes: no disagreement that is not listed with its reason, none listed that is gone', () => {
    const now = compareWithFootnotes(s301.lists, PATHS.usitc).disagreements.map((d) => JSON.stringify(d));
    const listed = new Set(disagreements.disagreements.map((d) => JSON.stringify(d)));
    const unexplained = now.filter((d) => !listed.has(d));
    assert.deepEqual(unexplained, [], 'disagreements not in s301-footnote-disagreements.json');
    const nowSet = new Set(now);
    assert.deepEqual([...listed].filter((d) => !nowSet.has(d)), [], 'listed disagreements that no longer occur');
  });

  it('note 52: every country heading\'s rate and country as Revision 13 established it is Revision 21\'s; only 9903.05.73\'s wording moved (a trailing full stop)', () => {
    const rev13 = parseHeadings(readFileSync(PATHS.rev13Headings, 'utf8')).filter((r) => r.heading >= '9903.05.20' && r.heading <= '9903.05.84');
    const c = compareRev13Rev21(rev13, rev21Headings());
    assert.deepEqual({ compared: c.compared, same_rate: c.same_rate, differ: c.differ, text_changes: c.text_changes }, { compared: 65, same_rate: 65, differ: [], text_changes: ['9903.05.73'] });
  });

  it('notes 50 and 51 against Revision 21: every heading the files use has Revision 21\'s text and rate, and each disagreement carries its reason', () => {
    const rev21 = rev21Headings();
    for (const file of [note50, note51]) {
      for (const d of file.rev21_check.disagreements) assert.notEqual(d.reason, UNEXPLAINED, `${d.heading} ${d.field}: ${d.printed} / ${d.rev21}`);
    }
    assert.deepEqual([note50.rev21_check.compared, note50.rev21_check.same, note50.rev21_check.disagreements.length], [9, 9, 0], '9903.05.01-.09 (9903.05.07 as Revision 14 re-worded it)');
    assert.deepEqual([note51.rev21_check.compared, note51.rev21_check.same], [5, 5], '9903.03.12-.16 as Revision 17 established them');
    // The one recorded disagreement: 9903.03.15's text still names every Section 232 good, 51(c) from Revision 19 relieves only 9903.03.13.
    assert.deepEqual(note51.rev21_check.disagreements.map((d) => [d.heading, d.field]), [['9903.03.15', 'note']]);
    // Each rate the answers use is Revision 21's General column, read the same way.
    assert.equal(rev21.get('9903.05.01')!.general, note50.heading.rate_text);
    for (const h of note51.headings) {
      assert.equal(rev21.get(h.chapter99_heading)!.general, h.rate_text, h.chapter99_heading);
      assert.match(rev21.get(h.chapter99_heading)!.description, new RegExp(`subdivision \\(b\\)\\(${h.subdivision.slice(-2, -1)}\\) of U\\.S\\. note 51`), h.chapter99_heading);
    }
    // The note's own words for the duty and its stacking.
    assert.match(note51.note_51a, /headings 9903\.03\.12–9903\.03\.14 impose an additional ad valorem rate of duty/);
    assert.match(note51.note_51a, /Except as provided in subdivisions \(c\) and \(d\) of this note, all products .* shall also be subject to any additional duty provided for in this subchapter/);
    assert.match(note50.note_50a_i, /heading 9903\.05\.01 imposes an additional ad valorem rate of duty on imports of all products of Brazil/);
  });

  it('note 52(a)\'s text names the headings the file holds: duties 9903.05.20-.84, exceptions 9903.05.85-9903.06.21', () => {
    assert.match(note52.note_52a, /Except as provided in headings 9903\.05\.85–9903\.06\.21/);
    assert.match(note52.note_52a, /headings 9903\.05\.20–9903\.05\.84 impose additional ad valorem rates of duty/);
    assert.match(note52.note_52a, /shall also be subject to the general rates of duty/, 'stacks on the ordinary duty');
    assert.match(note52.note_52a, /shall also be subject to any additional duty provided for in this subchapter/, 'stacks on Section 301 (subchapter III)');
    const headings = note52.country_headings.map((c) => c.chapter99_heading);
    assert.deepEqual([headings[0], headings.at(-1)], ['9903.05.20', '9903.05.84']);
    const ex = note52.exemptions.map((e) => e.chapter99_heading);
    assert.deepEqual([ex[0], ex.at(-1)], ['9903.05.85', '9903.06.21']);
  });
});
