// U.S. notes 50 (Brazil) and 51 (Canada) are parts of the total, with their own exemption and
// stacking rules. Before them every Brazilian and Canadian answer left these duties out (named in
// not_included as "U.S. notes 50 and 51"). Each figure is worked by hand from the quoted texts.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { estimateDutyImpact, type DutyImpactInput } from '../../src/tariffs/duty-impact.ts';

const duty = (code: string, asOf: string, countryOfOrigin: DutyImpactInput['countryOfOrigin'], extra: Partial<DutyImpactInput> = {}) =>
  estimateDutyImpact({ htsCodes: [code], annualImportValueUsd: 1_000_000, countryOfOrigin, asOf, ...extra });
const part = (r: ReturnType<typeof duty>, id: string) => r.parts.find((p) => p.part === id);
const certain = (usd: number) => ({ low: usd, mid: usd, high: usd });

it('a Brazilian cotton T-shirt (6109.10.0012), $1M on 2026-10-15: 16.5% ordinary + 25% note 50 + 12.5% note 52 = $540,000', () => {
  // Heading 9903.05.01: "The duty provided in the applicable subheading + 25%" (Revision 12; the same in Revision 21).
  // 50(a)(i): products subject to 9903.05.01 "shall also be subject to the general rates of duty" and "to any
  // additional duty provided for in this subchapter" -- so note 52's Brazil heading 9903.05.27 (+12.5%) too.
  // 6109.10.00 is not on 50(a)(ii) and pays no Section 232 duty, so neither 9903.05.03 nor 9903.05.07 applies.
  // $1M x (16.5% + 25% + 12.5%) = $165,000 + $250,000 + $125,000 = $540,000.
  const r = duty('6109.10.0012', '2026-10-15', 'other', { originCountry: 'Brazil' });
  assert.deepEqual(r.total_duty_usd, certain(540_000));
  const n50 = part(r, 'note50')!;
  assert.deepEqual([n50.chapter99_heading, n50.rate_pct, n50.rate_basis, n50.value_base, n50.effective_from], ['9903.05.01', 25, 'additional', 'full_value', '2026-07-22']);
  assert.deepEqual(n50.usd, certain(250_000));
  assert.match(n50.authority, /U\.S\. note 50/);
  assert.deepEqual(part(r, 'note52')!.usd, certain(125_000));
  // The exemptions whose texts are not held are named, not assumed.
  assert.ok(r.per_code[0]!.deciding_facts.some((f) => /9903\.05\.04.*9903\.05\.05.*9903\.05\.06/.test(f) && /not held/.test(f)));
  assert.ok(r.not_included.some((n) => /50\(a\)\(iii\)-\(v\)/.test(n)));
  assert.ok(!r.not_included.some((n) => /U\.S\. notes 50 and 51/.test(n)), 'notes 50 and 51 are modelled now');
});

it('Brazil: a Section 232 good owes no Brazil duty (50(a)(vi)(1), 9903.05.07); a 50(a)(ii) provision none (9903.05.03); none before 2026-07-22', () => {
  // 50(a)(vi): "the additional duty imposed by heading 9903.05.01 shall not apply to: (1) articles of aluminum, of
  // steel or of copper ... provided for in headings 9903.82.02 and 9903.82.04–9903.82.26". 7326.90.8688 pays
  // 9903.82.02 (+50%); 52(f)(1) exempts it from note 52 too: $29,000 (2.9%) + $500,000 = $529,000.
  const steel = duty('7326.90.8688', '2026-10-15', 'other', { originCountry: 'BR' });
  assert.deepEqual(steel.total_duty_usd, certain(529_000));
  assert.equal(part(steel, 'note50'), undefined);
  assert.ok(steel.assumptions.some((a) => /exempt under 9903\.05\.07, U\.S\. note 50\(a\)\(vi\)\(1\).*9903\.82\.02/.test(a)));
  // 50(a)(ii) lists 0901.11.00 (coffee): "shall not apply" (9903.05.03).
  const coffee = duty('0901.11.0015', '2026-10-15', 'other', { originCountry: 'BR' });
  assert.equal(part(coffee, 'note50'), undefined);
  assert.ok(coffee.assumptions.some((a) => /9903\.05\.03, U\.S\. note 50\(a\)\(ii\) lists 0901\.11\.00/.test(a)));
  // Revision 12's change record: note 50 and 9903.05.01 "Established | July 22, 2026".
  assert.equal(part(duty('6109.10.0012', '2026-07-21', 'other', { originCountry: 'BR' }), 'note50'), undefined);
  // In its first week, goods in transit before July 22 and entered before July 29 (9903.05.02) are asked about.
  assert.ok(duty('6109.10.0012', '2026-07-25', 'other', { originCountry: 'BR' }).per_code[0]!.deciding_facts.some((f) => /9903\.05\.02/.test(f)));
  assert.ok(!duty('6109.10.0012', '2026-07-29', 'other', { originCountry: 'BR' }).per_code[0]!.deciding_facts.some((f) => /9903\.05\.02/.test(f)));
});

it('a Canadian aluminium bar (7604.10.1000), $1M on 2026-10-15: 5% ordinary + 50% Section 232 + 50% note 51 = $1,050,000', () => {
  // 51(b)(3) as Revision 19 prints it lists 7604.10.10, so heading 9903.03.14: "+ 50%". 51(c) as Revision 19
  // amended it (2026-09-15): "the additional duties imposed by heading 9903.03.13 shall not apply to: (1) articles
  // of aluminum ... provided for in headings 9903.82.02 ..." -- 9903.03.14 is not relieved, and 51(a) makes the
  // goods "also subject to any additional duty provided for in this subchapter". Note 52's Canada heading is
  // exempt by 52(f)(1). $50,000 + $500,000 + $500,000 = $1,050,000.
  const r = duty('7604.10.1000', '2026-10-15', 'canada');
  assert.deepEqual(r.total_duty_usd, certain(1_050_000));
  const n51 = part(r, 'note51')!;
  assert.deepEqual([n51.chapter99_heading, n51.rate_pct, n51.rate_basis, n51.effective_from], ['9903.03.14', 50, 'additional', '2026-08-22']);
  assert.deepEqual(n51.usd, certain(500_000));
  assert.deepEqual(part(r, 'section232')!.usd, certain(500_000));
  assert.equal(part(r, 'note52'), undefined);
  // Before Revision 19, 51(b)(3) did not print 7604.10.10: no Canada duty on 2026-09-01.
  assert.equal(part(duty('7604.10.1000', '2026-09-01', 'canada'), 'note51'), undefined);
});

it('Canada\'s Section 232 exemption narrowed in Revision 19: an auto part on 51(b)(3) (8414.80.0500) owes 9903.03.14 from 2026-09-15, not before', () => {
  // Answered a passenger-vehicle part, not USMCA, not a truck part: 9903.94.05, +25%.
  const answers = { part_of_passenger_vehicle: true, usmca_qualifying: false, part_of_mhd_vehicle: false };
  // Until 2026-09-14, 51(c): "the additional duties imposed by headings 9903.03.12–9903.03.14 shall not apply to
  // ... (3) parts of passenger vehicles ... provided for in headings 9903.94.05 ...": $250,000 (Free + 25%).
  const before = duty('8414.80.0500', '2026-09-01', 'canada', { answers });
  assert.deepEqual(before.total_duty_usd, certain(250_000));
  assert.equal(part(before, 'note51'), undefined);
  assert.ok(before.assumptions.some((a) => /exempt under 9903\.03\.15, U\.S\. note 51\(c\)\(3\).*9903\.94\.05/.test(a)));
  // From 2026-09-15 (c) relieves only 9903.03.13: $250,000 + 50% = $750,000.
  const after = duty('8414.80.0500', '2026-10-15', 'canada', { answers });
  assert.deepEqual(after.total_duty_usd, certain(750_000));
  assert.deepEqual(part(after, 'note51')!.usd, certain(500_000));
});

it('Canada: a dairy line (0402.10.0500, 51(b)(2), 9903.03.13) with note 52\'s Canada +10%: $600,000; a 51(d) civil-aircraft line is a range naming the question', () => {
  // 9903.03.13 "+ 50%" and 9903.05.29 "+ 10%" on a Free line: $500,000 + $100,000.
  const dairy = duty('0402.10.0500', '2026-10-15', 'canada');
  assert.deepEqual(dairy.total_duty_usd, certain(600_000));
  assert.equal(part(dairy, 'note51')!.chapter99_heading, '9903.03.13');
  // 7608.20.0030 (aluminium tubes) is on 51(b)(3) and on 51(d)'s list: unless a civil-aircraft article meeting
  // General Note 6, +50%: $57,000 (5.7%) + $500,000 (9903.82.02) + $0 to $500,000.
  const tubes = duty('7608.20.0030', '2026-10-15', 'canada');
  assert.deepEqual(tubes.total_duty_usd, { low: 557_000, mid: 807_000, high: 1_057_000 });
  assert.match(part(tubes, 'note51')!.when ?? '', /civil aircraft.*9903\.03\.16/);
  assert.ok(tubes.per_code[0]!.deciding_facts.some((f) => /General Note 6.*51\(d\) lists 7608\.20\.00/.test(f)));
  // Other origins owe neither note.
  const japan = duty('0402.10.0500', '2026-10-15', 'japan');
  assert.equal(part(japan, 'note51'), undefined);
  assert.equal(part(japan, 'note50'), undefined);
});

it('51(d) is a question (civil_aircraft_article): unanswered a range naming it; answered yes no Canada duty, no the +50%', () => {
  // 51(d): "the additional duties imposed by headings 9903.03.12–9903.03.14 shall not apply to articles of civil
  // aircraft ... that otherwise meet the criteria of General Note 6 ... and that are classifiable in the following
  // provisions": 7608.20.00 is one. $57,000 + $500,000 (9903.82.02), then $0 or $500,000 (9903.03.14).
  const open = duty('7608.20.0030', '2026-10-15', 'canada');
  assert.ok(open.per_code[0]!.questions.some((q) => q.id === 'civil_aircraft_article'));
  assert.deepEqual(duty('7608.20.0030', '2026-10-15', 'canada', { answers: { civil_aircraft_article: true } }).total_duty_usd, certain(557_000));
  const no = duty('7608.20.0030', '2026-10-15', 'canada', { answers: { civil_aircraft_article: false } });
  assert.deepEqual(no.total_duty_usd, certain(1_057_000));
  assert.ok(!no.per_code[0]!.questions.some((q) => q.id === 'civil_aircraft_article'));
  // A line 51(d)'s held list does not print (below its cut) is not asked.
  assert.ok(!duty('7604.10.1000', '2026-10-15', 'canada').per_code[0]!.questions.some((q) => q.id === 'civil_aircraft_article'));
});
