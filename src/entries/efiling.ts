// The seven certificate data elements importers file with CBP from 8 July 2026 (90 FR 1800,
// 16 CFR 1110), each mapped to the listing's facts: what the page shows for it (the primary
// value of each fact, with its evidence) and which parts it does not show. The importer files
// these; the listing only tells how much of them a certifier can take from the seller's page.
// A batch or lot code is not a date of manufacture (the rubric's date-or-batch check credits it).
import type { Classification } from './classify.ts';
import type { Evidence, Fact, ProductFacts } from './types.ts';

export type EfilingStatus = 'shown' | 'partial' | 'missing';

export interface EfilingElement {
  element: number;
  name: string;
  status: EfilingStatus;
  /** The facts that fill the element: the primary value of each, with where it was read. */
  shown: Array<{ fact: string; value: string; evidence: Evidence }>;
  /** The parts of the element the page does not show (empty when shown). */
  missing: string[];
}

type Part = { label: string; facts: Array<[string, Fact<unknown>[], (v: never) => string]> };

const text = (v: string): string => v;

function element(n: number, name: string, parts: Part[]): EfilingElement {
  const shown: EfilingElement['shown'] = [];
  const missing: string[] = [];
  for (const part of parts) {
    let found = false;
    for (const [fact, list, show] of part.facts) {
      const first = list[0];
      if (!first) continue;
      found = true;
      shown.push({ fact, value: (show as (v: unknown) => string)(first.value), evidence: first.evidence });
    }
    if (!found) missing.push(part.label);
  }
  const status: EfilingStatus = missing.length === 0 ? 'shown' : missing.length === parts.length ? 'missing' : 'partial';
  return { element: n, name, status, shown, missing };
}

export function efilingElements(f: ProductFacts, c: Classification): EfilingElement[] {
  return [
    element(1, 'product identification', [
      { label: 'product description', facts: [['name', f.name, text]] },
      { label: 'GTIN, SKU or model identifier', facts: [['gtin', f.gtin, (g: { gtin: string }) => g.gtin], ['model', f.model, text], ['sku', f.sku, text]] },
    ]),
    element(2, 'citation of each CPSC rule the product is certified to', [{ label: 'rule citation', facts: [['cited_rules', f.cited_rules, text]] }]),
    element(3, 'date of manufacture', [{ label: 'date of manufacture', facts: [['production_date', f.production_date, text]] }]),
    element(4, 'place of manufacture', [
      { label: 'manufacturer name', facts: [['manufacturer', f.manufacturer, text]] },
      { label: 'address', facts: [['manufacturer_address', f.manufacturer_address, text]] },
      { label: 'contact', facts: [['manufacturer_contact', f.manufacturer_contact, text]] },
      { label: 'country', facts: [['country_of_origin', f.country_of_origin, text]] },
    ]),
    element(5, 'date of the test', [{ label: 'test date', facts: [['test_dates', f.test_dates, text]] }]),
    element(6, `the test lab (name, address, contact${c.childrens_product ? "; a CPSC-accepted third-party lab for a children's product" : ''})`, [
      { label: 'test lab', facts: [['labs', f.labs, (l: { name: string | null; cpsc_lab_id: string | null }) => l.name ?? `CPSC lab ${l.cpsc_lab_id}`]] },
    ]),
    element(7, 'the person who keeps the test records', [{ label: 'records keeper', facts: [['records_keeper', f.records_keeper, text]] }]),
  ];
}

/** One line per element not fully shown: "4. place of manufacture (no address, contact)". */
export function efilingElementsMissing(elements: EfilingElement[]): string[] {
  return elements
    .filter((e) => e.status !== 'shown')
    .map((e) => `${e.element}. ${e.name}${e.status === 'partial' || e.missing.length > 1 ? ` (no ${e.missing.join(', ')})` : ''}`);
}
