// The Section 232 polysilicon action (proclamation of 2026-08-06): +15% ad valorem on the
// derivatives of its Annex I from 2026-12-04 (clause (4)); 15% all-in for Japan, Korea, Taiwan,
// Switzerland, Liechtenstein and the EU (5)(b); 10% for the United Kingdom (5)(c). The annex is
// not held: the lines are a secondary reading of it, and no Chapter 99 heading is given.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookupHtsCode } from '../../src/tariffs/lookup.ts';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import type { CountryOfOrigin } from '../../src/tariffs/dataset-types.ts';
import { POLYSILICON_FILE, PRODUCT_LIST, PROCLAMATION_TEXT, polysiliconText } from '../../scripts/build-polysilicon.ts';
import { readProclamation, readProducts } from '../../scripts/lib/polysilicon.ts';
import { skipWithoutShared } from '../support/shared-data.ts';
import { SHARED_EXPORT } from '../../scripts/build-general-rates.ts';

const MODULE = '8541.43.0010';
const duty = (code: string, country: CountryOfOrigin, asOf: string) => estimateDutyImpact({ htsCodes: [code], annualImportValueUsd: 1_000_000, countryOfOrigin: country, asOf });

describe('polysilicon', () => {
  it('a Chinese solar module owes +15% from 2026-12-04 and nothing the day before', () => {
    assert.deepEqual(duty(MODULE, 'china', '2026-12-03').estimate_usd, { low: 0, mid: 0, high: 0 });
    assert.equal(lookupHtsCode(MODULE, { asOf: '2026-12-03' }).status, 'clear');
    for (const day of ['2026-12-04', '2026-12-10']) {
      const r = duty(MODULE, 'china', day);
      assert.deepEqual(r.estimate_usd, { low: 150_000, mid: 150_000, high: 150_000 }, day);
      assert.equal(r.per_code[0].rate_basis, 'additional');
      assert.equal(r.per_code[0].outcomes[0].chapter99_heading, null, 'no heading: the annexes are not held');
    }
  });

  it('from Japan and the EU it is 15% all-in (clause (5)(b)); Canada and Mexico have no exemption', () => {
    for (const country of ['japan', 'eu', 'south_korea'] as const) {
      const r = duty(MODULE, country, '2026-12-10');
      assert.equal(r.per_code[0].rate_basis, 'all_in', country);
      assert.equal(r.per_code[0].rate_pct, 15, country);
      assert.equal(r.estimate_usd.mid, 150_000, `${country}: the ordinary rate is Free, so 15% all-in is 15%`);
      assert.ok(r.citations.some((c) => /clause \(5\)\(b\)/.test(c)), country);
    }
    for (const country of ['canada', 'mexico'] as const) assert.equal(duty(MODULE, country, '2026-12-10').per_code[0].rate_basis, 'additional', country);
    // 'other' is taken as a country without a treatment of its own, and the answer names the partners and the UK.
    const other = duty(MODULE, 'other', '2026-12-10');
    assert.ok(other.assumptions.some((a) => /Taiwan, Switzerland, Liechtenstein/.test(a)));
    assert.ok(other.assumptions.some((a) => /\+10% applies instead to products of the United Kingdom/.test(a)));
  });

  it('with originCountry, the partners inside \'other\' get their own rate: the UK 10% (5)(c), Taiwan, Switzerland and Liechtenstein 15% all-in (5)(b); Vietnam +15%', () => {
    const byCountry = (originCountry: string) =>
      estimateDutyImpact({ htsCodes: [MODULE], annualImportValueUsd: 1_000_000, countryOfOrigin: 'other', originCountry, asOf: '2026-12-10' });
    const uk = byCountry('GB');
    assert.deepEqual(uk.estimate_usd, { low: 100_000, mid: 100_000, high: 100_000 });
    assert.ok(uk.citations.some((c) => /clause \(5\)\(c\)/.test(c)));
    for (const country of ['Taiwan', 'CH', 'Liechtenstein']) {
      const r = byCountry(country);
      assert.equal(r.per_code[0].rate_basis, 'all_in', country);
      assert.ok(r.citations.some((c) => /clause \(5\)\(b\)/.test(c)), country);
    }
    const vn = byCountry('VN');
    assert.equal(vn.per_code[0].rate_basis, 'additional');
    assert.equal(vn.estimate_usd.mid, 150_000);
    // An EU member named is the EU's treatment, as the group alone is.
    const de = estimateDutyImpact({ htsCodes: [MODULE], annualImportValueUsd: 1_000_000, countryOfOrigin: 'eu', originCountry: 'Germany', asOf: '2026-12-10' });
    assert.equal(de.per_code[0].rate_basis, 'all_in');
  });

  it('every answer says the list is secondary, gives no heading and leaves the minimum import prices out', () => {
    const r = lookupHtsCode(MODULE, { asOf: '2026-12-10' });
    assert.equal(r.status, 'in_scope_no_bis14');
    const action = r.detail!.in_scope_by.flatMap((s) => (s.kind === 'action' ? [s] : [])).find((s) => s.action_id === 'polysilicon');
    assert.ok(action, 'in scope by the polysilicon action');
    assert.equal(action!.chapter99_heading, undefined);
    assert.equal(action!.rate_pct, 15);
    assert.ok(r.detail!.notes.some((n) => n.code === 'data_gap' && /secondary/.test(n.message) && /quartz headings in HTS Revision 21/.test(n.message)));
    const d = duty(MODULE, 'china', '2026-12-10');
    assert.ok(d.assumptions.some((a) => /minimum import prices .* are not included/.test(a)));
    assert.ok(d.assumptions.some((a) => /Not assumed .* onshoring plan/.test(a)));
  });

  it('raw polysilicon (2804.61.0000) owes no ad valorem duty: the clause (4) list holds ingots and derivatives only', () => {
    assert.equal(duty('2804.61.0000', 'china', '2026-12-10').estimate_usd.mid, 0);
  });
});

const shared = existsSync(PROCLAMATION_TEXT) && existsSync(PRODUCT_LIST);
const REVIEW = join(PRODUCT_LIST, '..', '..', 'docs', 'internal', 'polysilicon_232_review_2026-08-06.md');

describe('polysilicon against its sources', { skip: skipWithoutShared(shared, '../shared/data/tariffs-2026-rev21') }, () => {
  it('the committed file is what the proclamation text and the derived list give, byte for byte', () => {
    assert.equal(polysiliconText(), readFileSync(POLYSILICON_FILE, 'utf8'));
  });

  it('the proclamation\'s clauses agree with the Budget Lab\'s review of note 42 (a second, secondary reading)', () => {
    const p = readProclamation(readFileSync(PROCLAMATION_TEXT, 'utf8'));
    assert.deepEqual(p, { effective: '2026-12-04', rate: 15, partners: ['Japan', 'Korea', 'Taiwan', 'Switzerland', 'Liechtenstein', 'a member nation of the European Union'], partnerRate: 15, ukRate: 10 });
    const review = readFileSync(REVIEW, 'utf8');
    assert.match(review, /effective 2026-12-04/);
    assert.match(review, /`\.30` \| applicable subheading \*\*\+ 15%\*\*/);
    assert.match(review, /`\.31` \| \*\*15%\*\* \| product of \*\*Liechtenstein, Japan, South Korea, Switzerland, Taiwan, or an EU member\*\*/);
    assert.match(review, /`\.32` \| applicable subheading \*\*\+ 10%\*\* \| product of the \*\*United Kingdom\*\*/);
  });

  it('each derived line sits under the provision its component names in USITC\'s own descriptions, and the review names the same lines', () => {
    const products = readProducts(readFileSync(PRODUCT_LIST, 'utf8'));
    assert.equal(products.length, 9);
    const rows = (chapter: string) => JSON.parse(readFileSync(join(SHARED_EXPORT, `${chapter}.json`), 'utf8')) as Array<{ htsno: string; description: string }>;
    const describe8 = new Map([...rows('38'), ...rows('85')].map((r) => [r.htsno.replace(/\./g, ''), r.description]));
    const expected: Record<string, RegExp> = { wafer: /in the form of discs, wafers/, cell: /^Photovoltaic cells not assembled in modules/, module: /^Photovoltaic cells assembled in modules/ };
    const review = readFileSync(REVIEW, 'utf8');
    for (const { hts10, component } of products) {
      assert.match(describe8.get(hts10.slice(0, 8)) ?? '', expected[component], `${hts10} (${component})`);
      // Named whole (8541420010), or in a row of one provision's suffixes ("`3818.00.0020`, `.0040`, ...").
      const named = review.includes(hts10) || review.includes(`${hts10.slice(0, 4)}.${hts10.slice(4, 6)}.${hts10.slice(6)}`) || new RegExp(`${hts10.slice(0, 4)}\\.${hts10.slice(4, 6)}\\.${hts10.slice(6, 8)}[^\\n]*\`\\.${hts10.slice(6)}\``).test(review);
      assert.ok(named, `${hts10} named in the review`);
    }
  });
});
