// The seven certificate data elements importers file with CBP from 8 July 2026 (90 FR 1800,
// 16 CFR 1110; 15 U.S.C. 2063(g)(1)), each mapped to the listing's facts: what the page shows for
// it (the primary value of each fact, with its evidence) and which parts it does not show. The
// importer files these; the listing only tells how much of them a certifier can take from the
// seller's page. A batch or lot code is not a date of manufacture (the rubric's date-or-batch
// check credits it).
import type { Classification } from './classify.ts';
import type { Evidence, Fact, ProductFacts } from './types.ts';

export type EfilingStatus = 'shown' | 'partial' | 'missing';

/** A fact that fills an element: its primary value, with where it was read. */
export interface EfilingFact {
  fact: string;
  value: string;
  evidence: Evidence;
}

export interface EfilingElement {
  element: number;
  name: string;
  status: EfilingStatus;
  shown: EfilingFact[];
  /** The parts of the element the page does not show (empty when shown). */
  missing: string[];
}

/** One part of an element: shown when any of its facts has a value. */
interface Part {
  label: string;
  shown: EfilingFact[];
}

/** The primary (first) value of a fact, or nothing. */
function primary<T>(fact: string, list: Fact<T>[], show: (v: T) => string): EfilingFact[] {
  const first = list[0];
  return first ? [{ fact, value: show(first.value), evidence: first.evidence }] : [];
}

const asText = (v: string): string => v;

function element(n: number, name: string, parts: Part[]): EfilingElement {
  const missing = parts.filter((p) => p.shown.length === 0).map((p) => p.label);
  const status: EfilingStatus = missing.length === 0 ? 'shown' : missing.length === parts.length ? 'missing' : 'partial';
  return { element: n, name, status, shown: parts.flatMap((p) => p.shown), missing };
}

/** The countries a "domestic manufacturer" is domestic to (15 U.S.C. 2063(a)(1): made in the US, the manufacturer certifies). */
const DOMESTIC = /^(?:United States|USA|US)$/i;

/**
 * The seven elements as 15 U.S.C. 2063(g)(1) and the amended 16 CFR 1110 list them (see
 * provisions.json, "certificate_contents" and "efiling"): product, rules, who certifies, who keeps
 * the test records, date and place of manufacture, date and place of testing, the third-party lab.
 * A brand is not the manufacturer, and a seller is not the certifier: neither fills an element.
 */
export function efilingElements(f: ProductFacts, c: Classification): EfilingElement[] {
  const domesticMaker = f.manufacturer.length > 0 && f.country_of_origin.some((x) => DOMESTIC.test(x.value.trim()));
  return [
    element(1, 'product identification', [
      { label: 'product description', shown: primary('name', f.name, asText) },
      {
        label: 'GTIN, SKU or model identifier',
        shown: [...primary('gtin', f.gtin, (g) => g.gtin), ...primary('model', f.model, asText), ...primary('sku', f.sku, asText)],
      },
    ]),
    element(2, 'citation of each CPSC rule the product is certified to', [{ label: 'rule citation', shown: primary('cited_rules', f.cited_rules, asText) }]),
    element(3, 'the certifier: the importer, or the domestic manufacturer (name, address, contact)', [
      { label: 'importer or domestic manufacturer', shown: [...primary('certifier', f.certifier, asText), ...(domesticMaker ? primary('manufacturer', f.manufacturer, asText) : [])] },
    ]),
    element(4, 'the person who keeps the test records (contact)', [{ label: 'records keeper', shown: primary('records_keeper', f.records_keeper, asText) }]),
    element(5, 'date and place of manufacture (the manufacturer\'s name, address and contact)', [
      { label: 'date of manufacture', shown: primary('production_date', f.production_date, asText) },
      { label: 'manufacturer name', shown: primary('manufacturer', f.manufacturer, asText) },
      { label: 'address', shown: primary('manufacturer_address', f.manufacturer_address, asText) },
      { label: 'contact', shown: primary('manufacturer_contact', f.manufacturer_contact, asText) },
      { label: 'country', shown: primary('country_of_origin', f.country_of_origin, asText) },
    ]),
    element(6, 'date and place of testing', [
      { label: 'test date', shown: primary('test_dates', f.test_dates, asText) },
      { label: 'place of testing', shown: primary('test_places', f.test_places, asText) },
    ]),
    element(7, `the third-party lab the certificate rests on (name, address, contact${c.childrens_product ? "; a CPSC-accepted lab and its CPSC lab ID for a children's product" : ', where one is relied on'})`, [
      { label: 'test lab', shown: primary('labs', f.labs, (l) => l.name ?? `CPSC lab ${l.cpsc_lab_id}`) },
    ]),
  ];
}

/**
 * One line per element not fully shown: "4. place of manufacture (no address, contact)". The
 * parts are named when some are shown, or when several are all missing; a one-part element
 * missing is its name alone ("3. date of manufacture").
 */
export function efilingElementsMissing(elements: EfilingElement[]): string[] {
  return elements
    .filter((e) => e.status !== 'shown')
    .map((e) => `${e.element}. ${e.name}${e.status === 'partial' || e.missing.length > 1 ? ` (no ${e.missing.join(', ')})` : ''}`);
}
