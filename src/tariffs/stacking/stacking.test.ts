// The stacked parts (Section 301, note 52) for a line, an origin and a day, from the committed
// data/stacking/ files. Each expectation is a heading's printed rate or a note's printed rule.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { section301Parts } from './section301.ts';
import { note52Parts, type Note52Input } from './note52.ts';

const DAY = '2026-10-15';
const headingsOf = (parts: { chapter99_heading: string }[]) => parts.map((p) => p.chapter99_heading);

describe('Section 301', () => {
  it('Chinese wooden kitchen cabinets (9403.40.9060): List 3, 9903.88.03, +25% on the full value, from a secondary list', () => {
    const a = section301Parts('9403.40.9060', 'china', DAY);
    assert.equal(a.parts.length, 1);
    const [p] = a.parts;
    assert.deepEqual(
      { heading: p!.chapter99_heading, rate: p!.rate_pct, basis: p!.rate_basis, added: p!.added_pct, base: p!.value_base, when: p!.when, secondary: p!.secondary },
      { heading: '9903.88.03', rate: 25, basis: 'additional', added: 25, base: 'full_value', when: null, secondary: true },
    );
    assert.match(p!.authority, /Section 301.*U\.S\. note 20\(e\)/);
    assert.match(p!.citations[0]!, /9903\.88\.03: "The duty provided in the applicable subheading \+ 25%"/);
    assert.deepEqual(a.choices, []);
    assert.ok(a.notes.some((n) => /exclusions .* not modelled/.test(n)), 'exclusions named');
  });

  it('only products of China', () => {
    for (const origin of ['japan', 'eu', 'other', 'mexico'] as const) assert.deepEqual(section301Parts('9403.40.9060', origin, DAY).parts, [], origin);
  });

  it('List 4B is suspended: no part, and the answer says why (7326.90.8688 is on List 3 and 4B: List 3 only)', () => {
    const a = section301Parts('7326.90.8688', 'china', DAY);
    assert.deepEqual(headingsOf(a.parts), ['9903.88.03']);
    assert.ok(a.notes.some((n) => /9903\.88\.16 .*suspended/.test(n)));
    assert.deepEqual(section301Parts('0304.75.1000', 'china', DAY).parts, [], 'a provision on 4B alone owes nothing');
  });

  it('a provision the derived list puts on two lists is a choice between them, named, with one rate (8402.90.00: Lists 1 and 3)', () => {
    const a = section301Parts('8402.90.0010', 'china', DAY);
    assert.deepEqual(a.parts, []);
    assert.equal(a.choices.length, 1);
    assert.deepEqual(headingsOf(a.choices[0]!.options), ['9903.88.01', '9903.88.03']);
    assert.deepEqual(a.choices[0]!.options.map((o) => o.added_pct), [25, 25]);
    assert.match(a.choices[0]!.question, /note 20 \(not held\)/);
  });

  it('a note 31 increase alone applies from the date its heading prints (8541.49.80: 9903.91.05, +50% from 2025-01-01)', () => {
    assert.deepEqual(headingsOf(section301Parts('8541.49.8000', 'china', DAY).parts), ['9903.91.05']);
    assert.equal(section301Parts('8541.49.8000', 'china', DAY).parts[0]!.added_pct, 50);
    assert.deepEqual(section301Parts('8541.49.8000', 'china', '2024-12-31').parts, []);
  });

  it('an increase beside a 9903.88 list is conditional and the unsettled stacking is an open question (8541.21.00: List 3 and 9903.91.05)', () => {
    const a = section301Parts('8541.21.0040', 'china', DAY);
    assert.deepEqual(a.parts.map((p) => [p.chapter99_heading, p.when === null]), [['9903.88.03', true], ['9903.91.05', false]]);
    assert.ok(a.open_questions.some((q) => /9903\.91\.05.*9903\.88\.03.*not settled/.test(q)));
  });
});

describe('U.S. note 52', () => {
  const base: Note52Input = { code: '9403.20.0050', origin: 'VN', day: DAY, ordinaryPct: 0, section232Headings: [] };

  it('a steel bed frame from Vietnam that owes no Section 232 duty: 9903.05.84, +12.5%, from 2026-07-24', () => {
    const a = note52Parts(base);
    assert.deepEqual(a.parts.map((p) => [p.chapter99_heading, p.rate_pct, p.rate_basis, p.added_pct, p.effective_from, p.when]), [['9903.05.84', 12.5, 'additional', 12.5, '2026-07-24', null]]);
    assert.match(a.parts[0]!.authority, /U\.S\. note 52/);
    assert.deepEqual(note52Parts({ ...base, day: '2026-07-23' }).parts, [], 'not before 2026-07-24');
  });

  it('China: 9903.05.31, +12.5%', () => {
    assert.deepEqual(headingsOf(note52Parts({ ...base, origin: 'CN' }).parts), ['9903.05.31']);
  });

  it('52(f): goods provided for in a Section 232 heading it names owe no country duty (9903.82.02 steel; patented pharmaceuticals 9903.04.60 only from 2026-07-31)', () => {
    const steel = note52Parts({ ...base, origin: 'CN', section232Headings: ['9903.82.02'] });
    assert.deepEqual(steel.parts, []);
    assert.ok(steel.notes.some((n) => /9903\.05\.90: U\.S\. note 52\(f\)\(1\)/.test(n)));
    const pharma = { ...base, code: '2921.49.3800', origin: 'CN', section232Headings: ['9903.04.60'] }; // on note 40's list, not in 52(b)
    assert.deepEqual(headingsOf(note52Parts({ ...pharma, day: '2026-07-30' }).parts), ['9903.05.31']);
    assert.deepEqual(note52Parts({ ...pharma, day: '2026-07-31' }).parts, []);
  });

  it('52(b): a laptop (8471.30.0100, under 8471.30.01) is exempt under 9903.05.86', () => {
    const a = note52Parts({ ...base, code: '8471.30.0100', origin: 'CN' });
    assert.deepEqual(a.parts, []);
    assert.ok(a.notes.some((n) => /9903\.05\.86: U\.S\. note 52\(b\) lists 8471\.30\.01/.test(n)));
  });

  it('the EU\'s all-in floor: below a 10% column 1 rate the duty comes to 10% (9903.05.39); at or above it nothing is added (9903.05.38)', () => {
    const low = note52Parts({ ...base, origin: 'EU', ordinaryPct: 2.9 });
    assert.deepEqual(low.parts.map((p) => [p.chapter99_heading, p.rate_basis, p.rate_pct, p.added_pct]), [['9903.05.39', 'all_in', 10, 7.1]]);
    const high = note52Parts({ ...base, origin: 'EU', ordinaryPct: 12 });
    assert.deepEqual(high.parts.map((p) => [p.chapter99_heading, p.added_pct]), [['9903.05.38', 0]]);
    const specific = note52Parts({ ...base, origin: 'JP', ordinaryPct: null });
    assert.deepEqual(specific.parts, []);
    assert.deepEqual(headingsOf(specific.choices[0]!.options), ['9903.05.48', '9903.05.49']);
  });

  it('an exemption the heading names but whose subdivision is not held is an open question, never assumed (Argentina: 9903.06.10-.11)', () => {
    const a = note52Parts({ ...base, origin: 'AR' });
    assert.deepEqual(headingsOf(a.parts), ['9903.05.22']);
    assert.equal(a.parts[0]!.added_pct, 10);
    assert.ok(a.open_questions.some((q) => /9903\.06\.10 .*Argentina/.test(q)));
    assert.ok(a.open_questions.some((q) => /9903\.06\.11 /.test(q)));
    assert.ok(a.open_questions.some((q) => /9903\.05\.87/.test(q)), 'the general exemptions not held are named too');
  });

  it('an origin not known is a question; a country no heading names owes nothing', () => {
    assert.match(note52Parts({ ...base, origin: null }).open_questions[0]!, /country of origin/);
    const none = note52Parts({ ...base, origin: 'FR' });
    assert.deepEqual(none.parts, []);
    assert.match(none.notes[0]!, /No note 52 heading names FR/);
  });
});

describe('heading ranges', () => {
  it('a range is each heading in it, also across a subheading (Malaysia\'s 9903.05.99–9903.06.01)', async () => {
    const { expandHeadings } = await import('./heading-ranges.ts');
    assert.deepEqual(expandHeadings('headings 9903.05.85–9903.05.87 and 9903.05.99–9903.06.01'), ['9903.05.85', '9903.05.86', '9903.05.87', '9903.05.99', '9903.06.01']);
  });

  it('every country heading answers (no range in its text left unread)', () => {
    for (const iso2 of ['MY', 'KH', 'GT', 'SV', 'AR', 'BD', 'TW', 'ID', 'EC', 'JO', 'GB', 'EU', 'CH', 'CA', 'MX']) {
      const a = note52Parts({ code: '9403.20.0050', origin: iso2, day: DAY, ordinaryPct: 0, section232Headings: [] });
      assert.equal(a.parts.length, 1, iso2);
    }
    assert.ok(note52Parts({ code: '9403.20.0050', origin: 'MY', day: DAY, ordinaryPct: 0, section232Headings: [] }).open_questions.some((q) => /9903\.05\.99 .*Malaysia/.test(q)));
  });
});
