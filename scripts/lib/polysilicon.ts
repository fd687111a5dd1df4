// The Section 232 polysilicon action (proclamation of 2026-08-06, "Adjusting Imports of
// Polysilicon and its Derivatives into the United States") as data/section232/polysilicon.json.
// Its rates, date and partners are read from the proclamation's own text (clauses (4), (5)(b),
// (5)(c)); its Annexes I and II (the product list, U.S. note 42 and its headings) are not held,
// so the product list is the Budget Lab's reading of Annex I (secondary), and no Chapter 99
// heading is given: the review's 9903.45.30-.32 are quartz headings in HTS Revision 21.

import type { CountryOfOrigin, OtherAction } from '../../src/tariffs/dataset-types.ts';
import { countryCode, groupOf } from '../../src/tariffs/origin.ts';

export interface PolysiliconFile {
  what: string;
  actions: OtherAction[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function isoDate(text: string): string {
  const m = /^(\w+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1]) + 1 : 0;
  if (!m || month === 0) throw new Error(`not a date: ${text}`);
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

/** The proclamation's clauses the action rests on, read from its text (markdown escapes and line breaks undone). */
export function readProclamation(md: string): { effective: string; rate: number; partners: string[]; partnerRate: number; ukRate: number } {
  const text = md.replace(/\\([()])/g, '$1').replace(/\*/g, '').replace(/\s+/g, ' ');
  const four = /\(4\) Effective with respect to goods entered for consumption, or withdrawn from warehouse for consumption, on or after 12:01 a\.m\. eastern time on (\w+ \d{1,2}, \d{4}), imports of polysilicon ingots and polysilicon derivatives specified in Annexes I and II of this proclamation shall be subject to an additional (\d+) percent ad valorem rate of duty/.exec(text);
  if (!four) throw new Error('clause (4) (the additional ad valorem duty and its date) not found in the proclamation text');
  const fiveB = /\(b\) For products of ([^.]*?) subject to tariffs under this proclamation, the sum of the additional section 232 tariff imposed pursuant to clause \(4\) of this proclamation and the applicable rate of duty under Column 1 of the HTSUS \(Column 1 Duty Rate\) shall be equal to (\d+) percent/.exec(text);
  if (!fiveB) throw new Error('clause (5)(b) (the partners\' all-in rate) not found in the proclamation text');
  const fiveC = /\(c\) For products of the United Kingdom subject to tariffs under this proclamation, the applicable rate of duty under clause \(4\) of this proclamation shall be (\d+) percent/.exec(text);
  if (!fiveC) throw new Error('clause (5)(c) (the United Kingdom\'s rate) not found in the proclamation text');
  const partners = fiveB[1].split(/, (?:or )?| or /).map((p) => p.trim());
  return { effective: isoDate(four[1]), rate: Number(four[2]), partners, partnerRate: Number(fiveB[2]), ukRate: Number(fiveC[1]) };
}

const EU_MEMBER = 'a member nation of the European Union';

// A partner the proclamation names, as an ISO code (read by the origin module that reads
// originCountry; 'EU' for the members note 37(j) prints): a name it does not know stops the build.
function partnerCode(name: string, clause: string): string {
  if (name === EU_MEMBER) return 'EU';
  const code = countryCode(name);
  if (!code) throw new Error(`clause ${clause} names a partner the origin module does not know: '${name}'`);
  return code;
}

export interface PolysiliconProduct {
  hts10: string;
  component: string;
}

/** The derived product list (hts10,component,source_heading), one row a line. */
export function readProducts(csv: string): PolysiliconProduct[] {
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  if (header.trim() !== 'hts10,component,source_heading') throw new Error(`unexpected product-list header: ${header}`);
  return rows.map((row) => {
    const [hts10, component] = row.split(',');
    if (!/^\d{10}$/.test(hts10)) throw new Error(`product list: '${hts10}' is not an HTS10`);
    return { hts10, component };
  });
}

export const PROCLAMATION = 'Proclamation 11052 of 2026-08-06 (polysilicon)';
const PROCLAMATION_FILE = 'shared/data/tariffs-2026-rev21/section232-polysilicon/proclamation-11052_2026-08-06_whitehouse-text.md (White House text; the number 11052 is secondary)';
const LIST_FILE = 'shared/data/tariffs-2026-rev21/yale-tariff-rate-tracker/resources/s232_polysilicon_adval_products.csv (Budget Lab, MIT; its reading of Annex I)';

export function polysiliconFile(proclamationMd: string, productsCsv: string): PolysiliconFile {
  const p = readProclamation(proclamationMd);
  const countries = p.partners.map((name) => partnerCode(name, '(5)(b)'));
  const groups = countries.map((code) => (code === 'EU' ? 'eu' : groupOf(code)));
  const origins = [...new Set(groups.filter((g): g is CountryOfOrigin => g !== 'other'))];
  const products = readProducts(productsCsv);
  const cite = (clause: string) => `${PROCLAMATION}, clause ${clause}`;
  const action: OtherAction = {
    id: 'polysilicon',
    name: 'Section 232 polysilicon and its derivatives',
    load_factor_group: 'polysilicon',
    chapter99_heading: null,
    effective_from: p.effective,
    effective_to: null,
    rate_pct: p.rate,
    value_base: 'full_value',
    citations: [cite('(4)'), `product list: ${LIST_FILE} (secondary: Annex I is not held)`],
    source: `rates, date and partners: ${PROCLAMATION_FILE}; lines: ${LIST_FILE}`,
    prefixes: [...new Set(products.map((x) => x.hts10))].sort(),
    treatments: [
      {
        chapter99_heading: null,
        rate_pct: p.partnerRate,
        basis: 'all_in',
        applies_to: `products of ${p.partners.slice(0, -1).join(', ')} or ${p.partners.at(-1)} (clause (5)(b): the column 1 rate and the additional duty together equal ${p.partnerRate}%)`,
        from: p.effective,
        to: null,
        origins,
        reaches_other: groups.includes('other'),
        countries,
        citation: cite('(5)(b)'),
      },
      {
        chapter99_heading: null,
        rate_pct: p.ukRate,
        basis: 'additional',
        applies_to: `products of the United Kingdom (clause (5)(c): the rate under clause (4) is ${p.ukRate}%)`,
        from: p.effective,
        to: null,
        origins: [],
        reaches_other: true,
        countries: [partnerCode('United Kingdom', '(5)(c)')],
        citation: cite('(5)(c)'),
      },
      {
        chapter99_heading: null,
        rate_pct: 0,
        basis: 'additional',
        applies_to: 'imports of production equipment and covered products by a company whose onshoring plan the Secretary approved, in the volumes approved (clause (6)(c))',
        from: p.effective,
        to: null,
        citation: cite('(6)(c)'),
      },
    ],
    caveats: [
      `${PROCLAMATION}: its Annexes I and II (the product list, U.S. note 42 and its Chapter 99 headings) are not in this data; the ${products.length} lines are the Budget Lab's reading of Annex I (secondary), and no Chapter 99 heading is given (the 9903.45.30-.32 a secondary review names are quartz headings in HTS Revision 21; USITC has not codified the action in any revision held).`,
      `Polysilicon: the minimum import prices of clauses (1)-(2) (specific duties when an importer cannot document resale at or above them) are not included.`,
    ],
  };
  return {
    what: `The Section 232 action on polysilicon and its derivatives (${PROCLAMATION}), written by scripts/build-polysilicon.ts. The rates, the date and the partners are the proclamation's text; the lines are a secondary reading of its Annex I.`,
    actions: [action],
  };
}

/** Deterministic bytes. */
export function serialisePolysilicon(file: PolysiliconFile): string {
  return JSON.stringify(file, null, 1) + '\n';
}
