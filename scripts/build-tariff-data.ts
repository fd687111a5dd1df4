// npm run data:build — rebuilds data/section232/ from the public facts in ../shared/data.
// Optional: the built files are committed, so users and tests never need ../shared.
// Set DUTYSCOUT_SHARED to point at another copy of shared/.
//
// What it writes (all facts; provenance in the SOURCES.md it also writes):
//   regimes.json        effective-dated regimes and their Chapter 99 lists
//   other-actions.json  other Section 232 actions (autos, trucks, copper, wood, semiconductors)
//   hs-descriptions.json HS texts of the chapters/headings/subheadings that listed provisions sit in
//   metal-content.json  metal-content shares of value per HS10 line (compacted), and the known HS10 lines
//   SOURCES.md          where every file came from, with the counts data:check verifies
// country-load-factors.json is maintained by hand (reasoning, not extraction) and left alone.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { csvRecords } from '../src/csv/csv.js';
import { formatHtsDigits } from '../src/tariffs/hts-code.ts';
import { ANNEX_IV_B_FROM, P11021, P11021_FROM, P11032, P11032_FROM } from './lib/note16c-rates.ts';
import { lists2026, reconcile2026 } from './lib/note16c-lists.ts';
import { EXPECTED_FILE, expectedFromShared, readNote16cTable } from './lib/note16c-sources.ts';
import type {
  HsDescriptionsFile,
  ListReconciliation,
  MetalContentFile,
  Metal,
  OtherAction,
  OtherActionsFile,
  Regime,
  RegimesFile,
  SectionList,
} from '../src/tariffs/dataset-types.ts';

// Bump when the data changes; it is what answers cite.
const REVISION = '2026.11-1';
// The newest document the lists rest on: HTSUS 2026 Revision 10 (Proclamation 11032), 2026-06-08.
const SOURCES_AS_OF = '2026-06-08';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'data', 'section232');
const SHARED = resolve(process.env.DUTYSCOUT_SHARED ?? join(ROOT, '..', 'shared'));
const S232 = join(SHARED, 'data', 'section232');
const YALE = join(S232, 'yale-tariff-rate-tracker');
const HS = join(SHARED, 'data', 'hs');

const digitsOf = (code: string): string => code.replace(/[.\s]/g, '');
const read = (path: string): string => readFileSync(path, 'utf8');

interface CsvRecord {
  [column: string]: string;
}

function readCsvRecords(path: string): CsvRecord[] {
  return csvRecords(read(path));
}

/** Keeps the first occurrence of each provision (by digits), as printed. */
function uniqueProvisions(codes: string[]): { provisions: string[]; duplicates: number } {
  const seen = new Set<string>();
  const provisions: string[] = [];
  for (const code of codes) {
    const d = digitsOf(code);
    if (seen.has(d)) continue;
    seen.add(d);
    provisions.push(formatHtsDigits(d));
  }
  return { provisions, duplicates: codes.length - provisions.length };
}

// ---------------------------------------------------------------- regimes and lists

const P10895 = 'Proclamation 10895 (aluminum, 90 FR 9807)';
const P10896 = 'Proclamation 10896 (steel, 90 FR 9817)';
const P10947 = 'Proclamation 10947 (90 FR 24199)';
const FR_R1 = 'FR 2025-15819 (90 FR 40326, BIS docket BIS-2025-0023)';

const RATES_2025 = (first: string) => [
  { from: '2025-03-12', rate_pct: 25, citation: first },
  { from: '2025-06-04', rate_pct: 50, citation: P10947 },
];

const REGIMES: Regime[] = [
  {
    id: 's232-2025',
    name: 'Section 232 steel and aluminum, Proclamations 10895/10896 annexes and BIS inclusions',
    effective_from: '2025-03-12',
    effective_to: '2026-04-05',
    citations: [P10895, P10896, P10947, FR_R1],
    metal_chapters: ['72', '73', '76'],
    full_value_chapters: ['72', '73', '76'],
    weight_condition_exempt_chapters: null,
    headline_rates: RATES_2025(`${P10895}; ${P10896}`),
    gaps: [],
  },
  {
    id: 's232-2026',
    name: 'Section 232 steel, aluminum and copper, U.S. note 16(c) lists of Proclamation 11021 as amended by Proclamation 11032',
    effective_from: P11021_FROM,
    effective_to: null,
    citations: [P11021, P11032],
    metal_chapters: ['72', '73', '74', '76'],
    full_value_chapters: 'all',
    weight_condition_exempt_chapters: ['72', '73', '74', '76'],
    // Note 16(c): "Headings 9903.82.02-9903.82.26 apply to the full customs value of articles
    // classifiable in the provisions of the HTSUS enumerated in the following lists": a line on
    // none of them is under none of the headings (HTS 2026 Rev 20 text; Proclamation 11021's
    // annexes before Rev 10).
    lists_exhaustive: `${P11021}, U.S. note 16(c): headings 9903.82.02-9903.82.26 apply to "articles classifiable in the provisions of the HTSUS enumerated in the following lists"`,
    // 16(k) (Proclamation 11032): parts of 16(c)(vi)-(viii) in chapters 84, 85 and 87 "that will be
    // used exclusively in the manufacturing of agricultural equipment or fixed industrial equipment
    // ... or mobile industrial equipment" enter under 9903.82.23-.26; without the US-melted metal of
    // 16(e), under 9903.82.25 (column 1 under 15%: 15% all-in) or .26 (15% or more: no change), 16(f).
    note_16k: {
      from: P11032_FROM,
      lists: ['s232-2026/16-c-vi', 's232-2026/16-c-vii', 's232-2026/16-c-viii'],
      chapters: ['84', '85', '87'],
      below: '9903.82.25',
      at_least: '9903.82.26',
      cap_pct: 15,
      citation: `${P11032}, U.S. note 16(f), (k) (HTS 2026 Rev 20 text)`,
    },
    headline_rates: [{ from: P11021_FROM, rate_pct: 50, citation: `${P11021}, Annex I-A` }],
    gaps: [
      {
        from: P11032_FROM,
        to: null,
        lists: ['s232-2026/16-c-xi'],
        message: 'The end date of the 16(c)(xi) treatment (mobile industrial equipment) is given only by secondary sources; no end date is applied.',
        citation: `${P11032}, note 16(c)(xi)`,
      },
      {
        from: ANNEX_IV_B_FROM,
        to: null,
        lists: ['s232-2026/16-c-ix', 's232-2026/16-c-ix/', 's232-2026/16-c-x', 's232-2026/16-c-x/'],
        message: `From ${ANNEX_IV_B_FROM} Proclamation 11021 (Annex IV, part B) moves the Annex III provisions of 16(c)(ix)/(x) into 16(c)(vi)/(vii) at +25%, and answers apply that; whether Proclamation 11032 kept that date for the provisions it moved into Annex III is not in this data.`,
        citation: `${P11021}, Annex IV part B`,
      },
    ],
  },
];

// Pre-Proclamation-11021 headings: list name (U.S. note subdivision) and founding document.
const HEADINGS_2025: Record<string, { name: string; founding: string }> = {
  '9903.81.87': { name: 'U.S. note 16(j): articles of steel (chapters 72/73)', founding: P10896 },
  '9903.81.89': { name: 'U.S. note 16(l): derivative steel (Proclamation 9980 derivatives)', founding: P10896 },
  '9903.81.90': { name: 'U.S. note 16(m): derivative steel of chapter 73', founding: P10896 },
  '9903.81.91': { name: 'U.S. note 16(n): derivative steel outside chapter 73', founding: P10896 },
  '9903.85.02': { name: 'U.S. note 19(g): articles of aluminum (chapter 76)', founding: P10895 },
  '9903.85.04': { name: 'U.S. note 19(i): derivative aluminum (Proclamation 9980 derivatives)', founding: P10895 },
  '9903.85.07': { name: 'U.S. note 19(j): derivative aluminum of chapter 76', founding: P10895 },
  '9903.85.08': { name: 'U.S. note 19(k): derivative aluminum outside chapter 76', founding: P10895 },
};

interface ConsolidatedRow {
  regime: string;
  hts: string;
  digits: string;
  ch99: string;
  metal: Metal;
  list: string;
  rate: number;
  source: string;
}

function readConsolidated(): ConsolidatedRow[] {
  return readCsvRecords(join(S232, 's232_lists_consolidated.csv')).map((r) => ({
    regime: r.regime.startsWith('pre_PP11021') ? 's232-2025' : 's232-2026',
    hts: r.hts,
    digits: r.digits,
    ch99: r.ch99_heading,
    metal: r.metal as Metal,
    list: r.list,
    rate: Number(r.rate_general_pct),
    source: r.source,
  }));
}

interface RoundOne {
  steel: Set<string>;
  aluminum: Set<string>;
  fullValue: Set<string>;
}

function readRoundOne(): RoundOne {
  const fr = JSON.parse(read(join(S232, 'fr_2025_15819_inclusions_official.json'))) as {
    steel_derivative_codes: string[];
    aluminum_derivative_codes: string[];
    full_value_ch72_73_76_codes: string[];
  };
  return {
    steel: new Set(fr.steel_derivative_codes.map(digitsOf)),
    aluminum: new Set(fr.aluminum_derivative_codes.map(digitsOf)),
    fullValue: new Set(fr.full_value_ch72_73_76_codes.map(digitsOf)),
  };
}

const HERO_2025 = 'brendanxmac/hts-hero tariffs/iron-and-steel.ts, tariffs/aluminum.ts @ 9572d29 (HTS 2025 Rev 32), via shared/data/section232/s232_lists_consolidated.csv';

// The household-appliance inclusion (FR 2025-11067, in force 2025-06-23): combined refrigerator-
// freezers, freezers, dishwashers, washers, dryers, food-waste disposers and cooking ranges joined
// the steel derivative list of 9903.81.91 then, not on 2025-03-12 with the February annexes. The
// Rev 32 list the 2025 data comes from holds them without a date; no text we hold lists the
// notice's provisions, so they are these ten lines of 9903.81.91, the household appliances among
// its provisions (an identification, recorded as doubtful in SOURCES.md).
const FR_APPLIANCES = 'FR 2025-11067 (BIS household-appliance inclusions, in force 2025-06-23)';
const APPLIANCES_9903_81_91 = new Set(['84181000', '84183000', '84184000', '84221100', '84501100', '84502000', '84512100', '84512900', '85098020', '85166040']);

/** s232-2025: each heading's list, split into the February 2025 annex part, the appliance inclusion (2025-06-23) and the BIS round-1 part (2025-08-18). */
function lists2025(rows: ConsolidatedRow[], r1: RoundOne): SectionList[] {
  const out: SectionList[] = [];
  for (const [heading, meta] of Object.entries(HEADINGS_2025)) {
    const inHeading = rows.filter((r) => r.regime === 's232-2025' && r.ch99 === heading);
    if (inHeading.length === 0) throw new Error(`no rows for ${heading} in s232_lists_consolidated.csv`);
    const metal = inHeading[0].metal;
    const roundOne = metal === 'steel' ? r1.steel : r1.aluminum;
    const isRoundOne = (d: string) => roundOne.has(d) || r1.fullValue.has(d);
    const isAppliance = (d: string) => heading === '9903.81.91' && APPLIANCES_9903_81_91.has(d);
    const appliances = uniqueProvisions(inHeading.filter((r) => !isRoundOne(r.digits) && isAppliance(r.digits)).map((r) => r.hts));
    if (heading === '9903.81.91' && appliances.provisions.length !== APPLIANCES_9903_81_91.size) {
      throw new Error(`expected ${APPLIANCES_9903_81_91.size} household-appliance provisions in 9903.81.91, found ${appliances.provisions.length}`);
    }
    const base = uniqueProvisions(inHeading.filter((r) => !isRoundOne(r.digits) && !isAppliance(r.digits)).map((r) => r.hts));
    const added = uniqueProvisions(inHeading.filter((r) => isRoundOne(r.digits)).map((r) => r.hts));
    const slug = heading.replace(/\./g, '-');
    out.push({
      id: `s232-2025/${slug}`,
      regime: 's232-2025',
      name: meta.name,
      metal,
      chapter99_heading: heading,
      effective_from: '2025-03-12',
      effective_to: '2026-04-05',
      rates: RATES_2025(meta.founding),
      citations: [meta.founding],
      source: HERO_2025,
      provisions: base.provisions,
    });
    if (appliances.provisions.length > 0) {
      out.push({
        id: `s232-2025/${slug}/appliances`,
        regime: 's232-2025',
        name: `${meta.name}, household appliances`,
        metal,
        chapter99_heading: heading,
        effective_from: '2025-06-23',
        effective_to: '2026-04-05',
        rates: [{ from: '2025-06-23', rate_pct: 50, citation: P10947 }],
        citations: [FR_APPLIANCES],
        source: `${HERO_2025}; dated by ${FR_APPLIANCES}`,
        provisions: appliances.provisions,
      });
    }
    if (added.provisions.length > 0) {
      out.push({
        id: `s232-2025/${slug}/bis-round-1`,
        regime: 's232-2025',
        name: `${meta.name}, BIS inclusions round 1`,
        metal,
        chapter99_heading: heading,
        effective_from: '2025-08-18',
        effective_to: '2026-04-05',
        rates: [{ from: '2025-08-18', rate_pct: 50, citation: P10947 }],
        citations: [FR_R1],
        source: `${HERO_2025}; dated by shared/data/section232/fr_2025_15819_inclusions_official.json (parsed from the FR PDF)`,
        provisions: added.provisions,
      });
    }
  }
  return out;
}

/** The 2026 lists of the older transcription (hts-hero @ d378171), by note 16(c) list: only to say what it missed. */
function oldTranscription2026(rows: ConsolidatedRow[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const list = r.regime === 's232-2026' ? /^16\(c\)\(([ivx]+)\)/.exec(r.list)?.[1] : undefined;
    if (list) out.set(list, [...(out.get(list) ?? []), r.hts]);
  }
  return out;
}

// ---------------------------------------------------------------- other Section 232 actions

interface YamlHeading {
  prefixes?: string[];
  default_rate?: number;
}

function otherActions(): OtherAction[] {
  const params = parseYaml(read(join(YALE, 'policy_params.yaml'))) as { section_232_headings: Record<string, YamlHeading> };
  const h = params.section_232_headings;
  const YALE_SRC = 'Budget-Lab-Yale/tariff-rate-tracker @ 8315fffd (MIT)';
  // Where an action's prefixes come from, named once: the source it cites is the file (and key) read.
  const fromYaml = (...keys: string[]) => ({
    source: `${YALE_SRC} config/policy_params.yaml ${keys.join(', ')}`,
    prefixes: keys.flatMap((k) => h[k]?.prefixes ?? []),
  });
  const fromText = (file: string) => ({
    source: `${YALE_SRC} resources/${file}`,
    prefixes: read(join(YALE, file))
      .split(/\s+/)
      .filter((s) => /^\d{4,10}$/.test(s)),
  });
  const fromCsv = (file: string) => ({
    source: `${YALE_SRC} resources/${file}`,
    prefixes: readCsvRecords(join(YALE, file)).map((r) => r.hts10),
  });
  // A note subdivision's printed table of provisions (HTS 2026 Rev 20 note text), as bare digits:
  // the lines from "(sub)" to the next subdivision, every NNNN.NN.NN(NN) that is not a 9903 heading.
  const printedProvisions = (note: string, sub: string): string[] => {
    const text = read(join(S232, 'hts-2026-rev10-rev20', 'revisions', '2026-rev20', 'notes', note));
    const lines = text.split('\n');
    const start = lines.findIndex((l) => l.startsWith(`  (${sub})`));
    const end = lines.findIndex((l, i) => i > start && /^  \([a-z]\)/.test(l));
    const codes = lines.slice(start, end).join(' ').match(/\b\d{4}\.\d{2}\.\d{2}(?:\d{2})?\b/g) ?? [];
    return [...new Set(codes.filter((c) => !c.startsWith('9903')).map((c) => c.replace(/\./g, '')))];
  };
  const P10908 = 'Proclamation 10908 (90 FR 14705)';
  const P10984 = 'Proclamation 10984 (90 FR 48451)';
  const NOTE_37 = 'HTSUS ch. 99 U.S. note 37 (timber and lumber proclamation, in force 2025-10-14)';
  // The notes' own precedence (HTS 2026 Rev 20 texts, shared/…/hts-2026-rev10-rev20/revisions/2026-rev20/notes/):
  // 33(a)(1), 33(f)(1) and 38 "shall not be subject to" the metal duties (9903.82.02, .04-.26);
  // 33(f)(4) nor to the wood duties; 39(a)(1)-(5) puts semiconductors before autos, trucks and metals.
  const WOOD = ['softwood-lumber', 'upholstered-wood-furniture', 'kitchen-cabinets'];
  const VEHICLE_PARTS = {
    id: 'vehicle-parts',
    decided_by: 'whether the part is for a passenger vehicle or light truck (U.S. note 33) or for a medium- or heavy-duty vehicle or bus (U.S. note 38)',
  };
  // Parts of the motor vehicles of headings 8701-8705 (8706 chassis, 8707 bodies, 8708 parts) are
  // vehicle parts by their classification; anywhere else (tyres, glass, engines, a laptop under
  // 8471) the note's condition is a fact the code does not tell.
  const MOTOR_VEHICLE_PARTS = ['8706', '8707', '8708'];
  // Country caps of note 33 (15% all-in: the ordinary duty and the Section 232 duty together),
  // dated by the day each note subdivision says its goods entered under them (foreign-trade-zone
  // admissions "on or after" that day): Japan 33(k)/(l) 2025-09-16, EU 33(n)/(o) 2025-09-25, South
  // Korea 33(s)/(t) 2025-12-04. Later refunds back to earlier dates are not modelled.
  const autoCap = (heading: string, origin: 'eu' | 'japan' | 'south_korea', from: string, sub: string) => ({
    chapter99_heading: heading, rate_pct: 15, basis: 'all_in' as const, from, to: null,
    origins: [origin], applies_to: `products of ${origin === 'eu' ? 'the European Union' : origin === 'japan' ? 'Japan' : 'South Korea'}`,
    citation: `HTSUS ch. 99 U.S. note 33(${sub})`,
  });
  // 33(u): Taiwan's parts (9903.94.66/.67), dated like the others by its foreign-trade-zone day
  // ("on or after 12:01 a.m. eastern time on May 1, 2026"); Taiwan is no origin group, so the
  // heading's text reaches it by originCountry (partners.json).
  const TAIWAN_PARTS_CAP = {
    chapter99_heading: '9903.94.67', rate_pct: 15, basis: 'all_in' as const, from: '2026-05-01', to: null,
    applies_to: 'products of Taiwan', reaches_other: true, citation: 'HTSUS ch. 99 U.S. note 33(u)',
  };
  // 33(j): parts of passenger vehicles and light trucks of the United Kingdom pay 10% under
  // 9903.94.32 ("10%", "Effective with respect to entries on or after June 30, 2025"), only on the
  // statistical reporting numbers 33(j) prints (the list runs up to its first sentence; the
  // 9802.00.60 after it is a chapter 98 provision the text mentions, not a listed part). Other UK
  // parts stay under 9903.94.05 (33(q)'s 9903.94.33 asks a certification of use in UK cars: not
  // modelled). The United Kingdom is no origin group: the heading's text reaches it (partners.json).
  const UK_PARTS = {
    chapter99_heading: '9903.94.32', rate_pct: 10, basis: 'all_in' as const, from: '2025-06-30', to: null,
    applies_to: 'parts of passenger vehicles and light trucks of the United Kingdom that U.S. note 33(j) lists', reaches_other: true,
    prefixes: printedProvisions('note-33.md', 'j').filter((p) => !p.startsWith('98')),
    citation: 'HTSUS ch. 99 U.S. note 33(j), heading 9903.94.32',
  };
  // 33(i): UK passenger cars of its 8703 subheadings enter under 9903.94.31 (+7.5%, "on or after
  // June 30, 2025") within a quota of 100,000 vehicles a year (25,000 a quarter); beyond it the
  // general 9903.94.01. Whether a shipment falls within the quota is not known to the importer in
  // advance: named in every answer, never assumed (no origins: a condition shown at entry).
  const UK_CARS_IN_QUOTA = {
    chapter99_heading: '9903.94.31', rate_pct: 7.5, basis: 'additional' as const, from: '2025-06-30', to: null,
    applies_to: 'passenger vehicles of the United Kingdom entered within the quota of U.S. note 33(i) (100,000 a year)',
    prefixes: printedProvisions('note-33.md', 'i').filter((p) => !p.startsWith('98')),
    citation: 'HTSUS ch. 99 U.S. note 33(i), heading 9903.94.31',
  };
  // 8704.60.00 (light and heavy electric trucks alike) is printed in both 33(b) and 38(b): which
  // applies is whether the vehicle is a light truck, a question (issue 35, Why 3).
  const VEHICLES = {
    id: 'light-vehicle-or-mhd',
    decided_by: 'whether the vehicle is a passenger vehicle or light truck (U.S. note 33) or a medium- or heavy-duty vehicle (U.S. note 38)',
  };
  // 33(b) as printed (Rev 20 text) instead of the Yale tracker's list, which lacks 8704.60.00 and
  // adds 8703.34 (no such subheading in the HTS): SOURCES.md records the difference.
  const AUTOS_33B = printedProvisions('note-33.md', 'b');
  // Note 37's partner headings (HTS 2026 Rev 20 text, 37(c) and (h)-(m)): 9903.76.02 and .03 reach
  // "products of all countries other than: the United Kingdom, the member nations of the European
  // Union, South Korea, Japan, and Taiwan", which enter under 9903.76.20-.24 instead (except what
  // 9903.76.04 takes out). The texts held print no start date for the caps: .20-.23 are already
  // headings of HTS 2025 Rev 32 (hts-hero's heading index, secondary), so they are dated with the
  // note (2025-10-14), as the load factor they replace was; .24 (Taiwan) is not in Rev 32 and is
  // dated from HTS 2026 Rev 10 (2026-06-08), the first revision whose note 37 text the change
  // records vouch for (no change to note 37 after it). Countries by heading: partners.json.
  const woodCap = (heading: string, sub: string, applies_to: string, rate: { pct: number; basis: 'all_in' | 'additional' }, from: string, origins?: Array<'eu' | 'japan' | 'south_korea'>) => ({
    chapter99_heading: heading, rate_pct: rate.pct, basis: rate.basis, from, to: null, applies_to,
    ...(origins ? { origins } : { reaches_other: true }),
    citation: `HTSUS ch. 99 U.S. note 37(c) and (${sub}), heading ${heading}`,
  });
  const WOOD_CAPS = [
    woodCap('9903.76.20', 'h', 'wood products of the United Kingdom', { pct: 10, basis: 'additional' }, '2025-10-14'),
    woodCap('9903.76.21', 'i', 'wood products of Japan', { pct: 15, basis: 'all_in' }, '2025-10-14', ['japan']),
    woodCap('9903.76.22', 'j', 'wood products of the member countries of the European Union', { pct: 15, basis: 'all_in' }, '2025-10-14', ['eu']),
    woodCap('9903.76.23', 'l', 'wood products of South Korea', { pct: 15, basis: 'all_in' }, '2025-10-14', ['south_korea']),
    woodCap('9903.76.24', 'm', 'wood products of Taiwan', { pct: 15, basis: 'all_in' }, '2026-06-08'),
  ];
  const actions: OtherAction[] = [
    {
      id: 'autos', name: 'Section 232 passenger vehicles and light trucks', load_factor_group: 'autos_and_parts',
      chapter99_heading: '9903.94.01', effective_from: '2025-04-03', effective_to: null, rate_pct: 25, value_base: 'full_value',
      citations: [P10908, 'HTSUS ch. 99 U.S. note 33'],
      displaces: ['metals', ...WOOD],
      exclusive_group: VEHICLES,
      treatments: [autoCap('9903.94.40', 'japan', '2025-09-16', 'k'), autoCap('9903.94.50', 'eu', '2025-09-25', 'n'), autoCap('9903.94.60', 'south_korea', '2025-12-04', 's'), UK_CARS_IN_QUOTA],
      source: 'HTSUS ch. 99 U.S. note 33(b) as printed in HTS 2026 Rev 20 (shared/data/section232/hts-2026-rev10-rev20/revisions/2026-rev20/notes/note-33.md)',
      prefixes: AUTOS_33B,
    },
    {
      id: 'auto-parts', name: 'Section 232 automobile parts', load_factor_group: 'autos_and_parts',
      chapter99_heading: '9903.94.05', effective_from: '2025-05-03', effective_to: null, rate_pct: 25, value_base: 'full_value',
      citations: [P10908, 'HTSUS ch. 99 U.S. note 33(g)'],
      condition: { fact: 'the article is a part of a passenger vehicle or light truck (U.S. note 33(g))', certain_within: MOTOR_VEHICLE_PARTS },
      exclusive_group: VEHICLE_PARTS,
      displaces: ['metals', ...WOOD],
      treatments: [autoCap('9903.94.42', 'japan', '2025-09-16', 'l'), autoCap('9903.94.52', 'eu', '2025-09-25', 'o'), autoCap('9903.94.62', 'south_korea', '2025-12-04', 't'), TAIWAN_PARTS_CAP, UK_PARTS],
      ...fromText('s232_auto_parts.txt'),
    },
    {
      id: 'mhd-vehicles', name: 'Section 232 medium- and heavy-duty vehicles', load_factor_group: 'trucks_and_buses',
      chapter99_heading: '9903.74.01', effective_from: '2025-11-01', effective_to: null, rate_pct: 25, value_base: 'full_value',
      citations: [P10984, 'HTSUS ch. 99 U.S. note 38'],
      displaces: ['metals'],
      exclusive_group: VEHICLES,
      ...fromYaml('mhd_vehicles'),
    },
    {
      id: 'mhd-parts', name: 'Section 232 medium- and heavy-duty vehicle parts', load_factor_group: 'trucks_and_buses',
      chapter99_heading: '9903.74.08', effective_from: '2025-11-01', effective_to: null, rate_pct: 25, value_base: 'full_value',
      citations: [P10984, 'HTSUS ch. 99 U.S. note 38(i)'],
      condition: { fact: 'the article is a part of a medium- or heavy-duty vehicle or bus (U.S. note 38(i))', certain_within: MOTOR_VEHICLE_PARTS },
      exclusive_group: VEHICLE_PARTS,
      displaces: ['metals'],
      ...fromText('s232_mhd_parts.txt'),
    },
    {
      id: 'buses', name: 'Section 232 buses', load_factor_group: 'trucks_and_buses',
      chapter99_heading: '9903.74.02', effective_from: '2025-11-01', effective_to: null, rate_pct: 10, value_base: 'full_value',
      citations: [P10984, 'HTSUS ch. 99 U.S. note 38(c)'],
      displaces: ['metals'],
      ...fromYaml('buses'),
    },
    {
      id: 'copper', name: 'Section 232 copper (before U.S. note 16)', load_factor_group: 'copper',
      chapter99_heading: '9903.78.01', effective_from: '2025-08-01', effective_to: '2026-04-05', rate_pct: 50, value_base: 'copper_content',
      citations: ['Copper proclamation of 2025-07-30 (FR 2025-14893)', 'HTSUS ch. 99 U.S. note 36(b)'],
      ...fromCsv('s232_copper_products.csv'),
    },
    {
      id: 'softwood-lumber', name: 'Section 232 softwood timber and lumber', load_factor_group: 'wood_lumber',
      chapter99_heading: '9903.76.01', effective_from: '2025-10-14', effective_to: null, rate_pct: 10, value_base: 'full_value',
      citations: [NOTE_37],
      ...fromYaml('softwood'),
    },
    {
      id: 'upholstered-wood-furniture', name: 'Section 232 upholstered wooden furniture', load_factor_group: 'wood_furniture',
      chapter99_heading: '9903.76.02', effective_from: '2025-10-14', effective_to: null, rate_pct: 25, value_base: 'full_value',
      citations: [NOTE_37],
      treatments: WOOD_CAPS,
      ...fromYaml('wood_furniture'),
    },
    {
      id: 'kitchen-cabinets', name: 'Section 232 kitchen cabinets and vanities', load_factor_group: 'wood_furniture',
      chapter99_heading: '9903.76.03', effective_from: '2025-10-14', effective_to: null, rate_pct: 25, value_base: 'full_value',
      citations: [NOTE_37],
      treatments: WOOD_CAPS,
      ...fromYaml('kitchen_cabinets'),
    },
    {
      // In force from 2026-01-15 (issue 20's reading of the proclamation; the Yale tracker's
      // policy_timing.md dates it 2026-01-16 from the HTS revision: recorded in SOURCES.md).
      id: 'semiconductors', name: 'Section 232 semiconductors', load_factor_group: 'semiconductors',
      chapter99_heading: '9903.79.01', effective_from: '2026-01-15', effective_to: null, rate_pct: 25, value_base: 'full_value',
      citations: ['HTSUS ch. 99 U.S. note 39'],
      condition: {
        fact: "the article meets U.S. note 39(b)'s technical parameters (a logic integrated circuit within the stated total processing performance and DRAM bandwidth bands) and no end-use heading 9903.79.03-.09 applies",
      },
      displaces: ['metals', 'autos', 'auto-parts', 'mhd-vehicles', 'mhd-parts', 'buses'],
      ...fromCsv('s232_semi_products.csv'),
    },
  ];
  for (const a of actions) {
    a.prefixes = [...new Set(a.prefixes.map(digitsOf))].sort();
    if (a.prefixes.length === 0) throw new Error(`no prefixes found for action ${a.id}`);
  }
  return actions;
}

// ---------------------------------------------------------------- HS descriptions, metal content

function hsDescriptions(lists: SectionList[]): HsDescriptionsFile {
  const wanted = new Set<string>();
  for (const l of lists)
    for (const p of l.provisions) {
      const d = digitsOf(p);
      wanted.add(d.slice(0, 2));
      wanted.add(d.slice(0, 4));
      if (d.length >= 6) wanted.add(d.slice(0, 6));
    }
  const descriptions: Record<string, string> = {};
  for (const r of readCsvRecords(join(HS, 'harmonized-system.csv'))) {
    if (wanted.has(r.hscode)) descriptions[r.hscode] = r.description;
  }
  return {
    source: 'datasets/harmonized-system @ 905e5a0f (UN Comtrade HS 2022, PDDL 1.0), via shared/data/hs/harmonized-system.csv; only the chapters, headings and subheadings of listed provisions',
    descriptions: Object.fromEntries(Object.entries(descriptions).sort(([a], [b]) => a.localeCompare(b))),
  };
}

const round4 = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(4)));

function metalContent(): MetalContentFile {
  const rows = readCsvRecords(join(YALE, 'metal_content_shares_bea_hs10.csv')).sort((a, b) => a.hs10.localeCompare(b.hs10));
  const industries: MetalContentFile['industries'] = [];
  const index = new Map<string, number>();
  const lines: Record<string, string> = {};
  let lastSub = '';
  let lastIndustry = -1;
  for (const r of rows) {
    const key = [r.bea_detail_code, r.steel_share, r.aluminum_share, r.copper_share].join('|');
    let i = index.get(key);
    if (i === undefined) {
      i = industries.length;
      index.set(key, i);
      industries.push([r.bea_detail_code, round4(Number(r.steel_share)), round4(Number(r.aluminum_share)), round4(Number(r.copper_share))]);
    }
    const sub = r.hs10.slice(0, 6);
    const suffix = r.hs10.slice(6);
    const token = sub !== lastSub || i !== lastIndustry ? `${suffix}:${i}` : suffix;
    lines[sub] = lines[sub] ? `${lines[sub]} ${token}` : token;
    lastSub = sub;
    lastIndustry = i;
  }
  return {
    source: 'Budget-Lab-Yale/tariff-rate-tracker @ 8315fffd resources/metal_content_shares_bea_hs10.csv (MIT; BEA input-output shares), via shared/; columns kept: hs10, bea_detail_code, steel/aluminum/copper share (4 significant digits)',
    columns: ['bea_detail_code', 'steel', 'aluminum', 'copper'],
    industries,
    lines,
  };
}

// ---------------------------------------------------------------- SOURCES.md

const RECON_COLUMNS = ['note text 2026-04-06 (Rev 9)', 'printed annex (PP 11021)', 'older transcription', 'data on 2026-05-01', 'note text 2026-06-08 (Rev 10)', 'data on 2026-06-08'];

function reconciliationMarkdown(recon: ListReconciliation[]): string[] {
  return [
    '## U.S. note 16(c): each list against its sources (checked by data:check)',
    '',
    'The 2026 lists come from the note 16(c) comparison table (Rev 10 text, and Rev 9 = Rev 10 with its word-diffs undone), and',
    'are held code for code against two independent sources: the printed Proclamation 11021 annexes (PDF, parsed) for',
    '2026-04-06..06-07, and the HTS 2026 Rev 10 note text, read here on its own, from 2026-06-08. The older transcription',
    '(hts-hero @ d378171, what this data used before revision 2026.11-1) is shown for what it missed. The two sources are',
    `copied as facts to \`${EXPECTED_FILE}\`, so data:check holds the data against them without ../shared.`,
    '',
    `| list | annex | ${RECON_COLUMNS.join(' | ')} | changed on 2026-06-08 |`,
    `|---|---|${RECON_COLUMNS.map(() => '---:').join('|')}|---|`,
    ...recon.map((r) => `| ${r.list} | ${r.annex} | ${RECON_COLUMNS.map((c) => r.counts[c] ?? 0).join(' | ')} | ${r.changes_on_2026_06_08.join('; ') || 'nothing'} |`),
    '',
    'Disagreements, and which source won:',
    '',
    ...recon.flatMap((r) => r.disagreements.map((d) => `- ${r.list}: ${d}.`)),
    '',
  ];
}

function sourcesMarkdown(lists: SectionList[], actions: OtherAction[], hs: HsDescriptionsFile, metal: MetalContentFile, recon: ListReconciliation[]): string {
  const lineCount = Object.values(metal.lines).reduce((n, s) => n + s.split(' ').length, 0);
  const out: string[] = [
    '# data/section232: sources',
    '',
    `Data revision ${REVISION}, newest source ${SOURCES_AS_OF}. Built by \`npm run data:build\` (reads \`../shared/data\`,`,
    'optional) and checked by `npm run data:check` (also run by `npm test`). The HTS code lists are facts of U.S. law',
    '(HTSUS Chapter 99 U.S. notes, Federal Register annexes, presidential proclamations: U.S. Government works, public',
    'domain). Only facts were taken from the repositories below, never code. Informational, not legal advice.',
    '',
    '| file | what | source | licence |',
    '|---|---|---|---|',
    '| `regimes.json` | effective-dated regimes, their Chapter 99 lists (provisions as printed), rates as the headings state them (additional or all-in, with the other treatments by origin or condition), citations, data gaps, source reconciliation | s232-2025: `shared/data/section232/s232_lists_consolidated.csv` (code lists from `brendanxmac/hts-hero` `tariffs/iron-and-steel.ts`, `tariffs/aluminum.ts` @ 9572d29 = HTS 2025 Rev 32); BIS round-1 dating from `fr_2025_15819_inclusions_official.json` (parsed from Federal Register 2025-15819). s232-2026: `shared/data/section232/p11021-p11032/s232_note16c_lists_PP11021_vs_PP11032.csv` (note 16(c) before and after Proclamation 11032); rates from Proclamation 11021 Annex IV and the HTS 2026 Rev 10 headings 9903.82.02-.26 | facts only (hts-hero has no licence: only its code lists were used); FR, proclamations and the HTSUS: U.S. Government works |',
    `| \`${EXPECTED_FILE}\` | the 2026 note 16(c) lists as the printed Proclamation 11021 annexes (I-A, I-B, III and the removed Annex II) and the HTS 2026 Rev 10 note text print them: what data:check holds the built lists against | \`shared/data/section232/p11021-p11032/pp11021_annexes_parsed.csv\` (the printed annex PDF from \`Budget-Lab-Yale/tariff-rate-tracker\` @ 8315fffd, parsed) and \`hts-2026-rev10/\` (USITC text via \`brendanxmac/hts-hero\` @ d5c48ba7) | U.S. Government works (facts) |`,
    '| `other-actions.json` | other Section 232 actions (autos and parts, trucks and buses, copper before note 16, wood, semiconductors): prefixes, heading, rate, dates | `Budget-Lab-Yale/tariff-rate-tracker` @ 8315fffd `config/policy_params.yaml`, `resources/s232_auto_parts.txt`, `s232_mhd_parts.txt`, `s232_copper_products.csv`, `s232_semi_products.csv`; headings from the hts-hero heading lists; dates from Yale `docs/policy_timing.md` and `shared/design/tariffs.md` | MIT (The Budget Lab at Yale) / facts |',
    `| \`hs-descriptions.json\` | HS 2022 texts of the ${Object.keys(hs.descriptions).length} chapters, headings and subheadings that listed provisions sit in (for article names) | \`datasets/harmonized-system\` @ 905e5a0f \`data/harmonized-system.csv\` (UN Comtrade) | PDDL 1.0 |`,
    `| \`metal-content.json\` | steel/aluminum/copper share of value for ${lineCount} HS10 lines (${metal.industries.length} distinct BEA industries), and so the list of known 10-digit lines | Yale \`resources/metal_content_shares_bea_hs10.csv\` (2.5 MB; kept: hs10, BEA code, three shares at 4 significant digits) | MIT (The Budget Lab at Yale) |`,
    '| `country-load-factors.json` | country-of-origin load factors per action, with reasoning and sources (hand-maintained, not built) | written for dutyscout from `shared/data/section232/country_load_factors_proposal.json` and `shared/design/tariffs.md` | ours |',
    '| `revisions.json` | HTS 2026 Revisions 11-20, and Revision 21\'s Chapter 99 headings (headings only: no change record or note texts were found, so its notes are taken as Revision 20\'s and its release date 2026-10-07 is secondary): each revision\'s Section 232 items with effective dates, the statistical lines split (successors inherit a listing), and the actions of U.S. notes 40 (both list versions) and 43 with their heading rates and country treatments. Written by `npm run data:import` (not by data:build) | USITC change records, headings and note texts in `shared/data/section232/hts-2026-rev10-rev20/revisions/`; USITC\'s Revision 21 headings export (machine-converted, code/description/general only) in `shared/data/tariffs-2026-rev21/hts-2026-rev21/` | U.S. Government works |',
    '| `../hts/general-rates.json` | the column 1 general rate of 11,414 lines (ordinary duty) | USITC HTS JSON export, late 2024 (`shared/data/hts/usitc-json/`; see `data/hts/SOURCES.md`) | U.S. Government work |',
    '',
    '## HTS 2026 Revisions 11-20 (npm run data:import), checked against a second source',
    '',
    'Checked where ../shared is here (required under CI) by `test/data-import/import.test.ts` and `second-source.test.ts`:',
    '- the import of Revisions 11-20 and Revision 21\'s headings reproduces `revisions.json` byte for byte, and Revision 21 changes no Section 232 list, rate or split (its heading texts agree with Revisions 10-20 for all 147 headings both print, but for trailing full stops: `tariffs-2026-rev21/CHECKS.md` §2);',
    '- note 16(c) as Revision 20 prints it (742 entries) = `supplementary/derived_note16c_lists_rev20.json`, entry for entry and in order, = the committed Revision 10 lists in force on 2026-06-08 (no change to note 16 recorded since): no disagreement;',
    '- note 40(c) of Revisions 14, 19, 20 (131, 131, 149) = `supplementary/derived_note40c_lists_rev14_rev19_rev20.json`: no disagreement;',
    '- note 43(c)(1)-(4) (6, 4, 6, 6) = hts-hero\'s own parse of the note (`supplementary/hts-hero-notes-json_sub-III-43@441b4e88.json`): no disagreement;',
    '- the heading blocks the change files of Revisions 14 and 18 quote = their `headings.md`: no disagreement;',
    '- the counts of `CHECKS.md` for notes 16, 33, 35, 37, 38, 39, 40 and 43: one disagreement, note 38(i): 182 read, 181 in CHECKS.md (which allows "±1 parse tolerance"); its tables print 182 distinct numbers;',
    '- Revision 11\'s splits: 103 lines split, 86 of them gone (the others re-established or their number reused). Against `supplementary/derived_rev11_deleted_codes_still_in_s232_notes.json`, 13 disagreements, each with its reason:',
    '  - read here, not in the derived list: 7113.19.2900 and 7202.30.0000. Their rows are folded into the repeated page header of the change record (pages 9, 10, 13) and the derived list did not read them. 7202.30.0000\'s successor rows are lost with it: only 7202.30.0060 is known.',
    '  - in the derived list, not read here as gone: 3004.90.9219, .9220, .9222-.9230. These are the renumbering chain of 3004.90.92xx: each is "transferred to" the next number and "established (transferred from" the one before, on a row split over two printed lines. The number lives on, with other goods; the derived list missed the two-line Established rows.',
    '  - The Established and the Deleted rows name the same successors but for five lines where the conversion lost one (`splitCrossCheck`, pinned in the test); the two are merged.',
    '- Only lines that are gone pass a listing on (`inherited_listing`); a number re-established or reused is not inherited from.',
    '',
    '**Note 40(c) of Revision 14 is re-keyed.** Revision 14 (in force 2026-07-31) printed the note 40(c) list in the numbering of before Revision 11\'s splits (2026-07-01): it still names ten lines gone on that day (e.g. 3004.20.0083) and 3004.90.9225, whose number has since 2026-07-01 named the goods of old .9224. Read as printed, old .9225 goods (now .9226) would be missed from 2026-07-31 to 2026-09-28 and old .9224 goods wrongly charged. The importer reads a list that still prints a gone line through the split: each split line replaced by its successors (`rekeyed()` in `scripts/lib/import-revisions.ts`; data:import prints which lists it re-keyed). Revision 20 re-keyed the list in exactly this way (the test holds the re-keyed Revision 14 list equal to Revision 20\'s, 149 lines). Doubtful: whether CBP applied the printed numbers between those dates; we read the goods the proclamation listed.',
    '',
    '## Disagreements and readings, with their reasons',
    '',
    '- Semiconductors (note 39) from **2026-01-15** (issue 20, the proclamation\'s date); Yale\'s `policy_timing.md` says 2026-01-16 (the HTS revision\'s date). The earlier date is kept.',
    '- Household appliances (FR 2025-11067) from **2025-06-23**, not 2025-03-12: the Rev 32 list the 2025 data comes from holds them undated. No text we hold lists the notice\'s provisions; the ten household-appliance lines of 9903.81.91 (8418.10.00, 8418.30.00, 8418.40.00, 8422.11.00, 8450.11.00, 8450.20.00, 8451.21.00, 8451.29.00, 8509.80.20, 8516.60.40) are taken to be it: an identification, doubtful until the notice\'s annex is checked.',
    '- Note 33 country caps (15% all-in) are dated by the foreign-trade-zone dates their subdivisions print: Japan 2025-09-16 (33(k), (l)), EU 2025-09-25 (33(n), (o)), South Korea 2025-12-04 (33(s), (t)). Yale\'s `policy_timing.md` dates the general 15% floors (not the auto caps) Sep 12 and Nov 15, 2025; refunds back to earlier dates are not modelled. The cap rates are not printed in the texts we hold (the headings 9903.94.40-.63 are not among the changed headings); 15% all-in is the design note\'s.',
    '- The auto-parts and truck-parts lists are still Yale\'s (`s232_auto_parts.txt`, `s232_mhd_parts.txt`); the Rev 20 note 33 and 38 texts are not yet parsed against them (33(g) prints its list in tables the PDF conversion left partly empty).',
    '- The ordinary rates are checked against a second copy of USITC\'s table; see `data/hts/SOURCES.md`.',
    '',
    '## Provision counts (checked by data:check)',
    '',
    '| list | provisions |',
    '|---|---|',
    ...lists.map((l) => `| \`${l.id}\` | ${l.provisions.length} |`),
    '',
    '| action | prefixes |',
    '|---|---|',
    ...actions.map((a) => `| \`${a.id}\` | ${a.prefixes.length} |`),
    '',
    '## Which source won, and what is missing',
    '',
    '- BIS inclusions round 1 (FR 2025-15819, in force 2025-08-18): the notice\'s summary says 407 codes; parsed, it lists 388 steel-content and 118 aluminum-content codes (85 on both) plus 8 full-value chapter 72/73/76 codes. Those provisions sit on the `.../bis-round-1` lists, dated 2025-08-18; all of them are on the hts-hero HTS 2025 Rev 32 lists.',
    '- BIS inclusion rounds 2 and 3: no decision notice found; nothing added.',
    '- Proclamation 11032 (in force 2026-06-08) is a dated change of the 2026 lists: `.../until-p11032` lists hold what it took off a list (in force until 2026-06-07), `.../p11032` lists what it put on (from 2026-06-08); 16(c)(xi) is new. Its headings 9903.82.23-.26 apply under a new subdivision 16(k) (parts of 16(c)(vi)-(viii) in chapters 84, 85 and 87 used exclusively to make agricultural or industrial equipment), whose text is in the HTS 2026 Rev 20 note 16 (`shared/data/section232/hts-2026-rev10-rev20/revisions/2026-rev20/notes/note-16.md`): that use is asked (`exclusively_for_ag_or_industrial_equipment`), the answer yes giving 9903.82.25 (15% all-in) or .26 by the column 1 rate; notes 16(e) (US-melted metal, 95% -> 85%) and 16(g) (motorcycle parts) are applied as the comparison table summarises them. From 2026-04-06 the 16(c) lists are taken as complete ("Headings 9903.82.02-9903.82.26 apply to ... articles classifiable in the provisions of the HTSUS enumerated in the following lists"): a metal-chapter line on none of them owes no metal duty. The end date of 16(c)(xi) comes only from secondary sources and is not applied (a `data_gap` note says so).',
    '- Annex III (16(c)(ix)/(x)): 15% all-in until 2027-12-31; from 2028-01-01 Proclamation 11021 Annex IV part B moves these provisions into 16(c)(vi)/(vii) at +25%, which the lists apply as a dated rate; whether Proclamation 11032 kept that date for the provisions it moved is not known (a `data_gap` note says so).',
    '- Annex II (removed from scope) of Proclamation 11021 is on no list; data:check holds that no provision printed only in Annex II hits while Proclamation 11021 is in force.',
    '- Note 16(g) (motorcycle parts for US manufacture, 9903.82.13) is a condition, not a list: hits on 16(c)(vi)-(viii) in chapters 84, 85 and 87 carry a `conditional_exemption` note.',
    '- The printed annexes of Proclamation 11021 as Yale\'s `s232_annex_products.csv` encodes them differ from the PDF (extra prefixes 8471, 8516.50, 8430, 8709 in I-B; no chapter 72 basic steel in I-A; five 8504.90.96xx missing in III; 7601-7609 tagged as steel): the PDF wins, and that file is not used.',
    '- The passenger vehicles and light trucks of note 33 are its 33(b) table as printed in the HTS 2026 Rev 20 text (read by the builder), not the Yale tracker\'s list, which lacks 8704.60.00 (printed in both 33(b) and 38(b): whether the vehicle is a light truck is asked) and adds 8703.34 (no such subheading). The note 37 partner caps 9903.76.20-.24 print no start date: .20-.23 are dated with the note (2025-10-14; headings of HTS 2025 Rev 32), .24 from HTS 2026 Rev 10 (2026-06-08). Taiwan\'s auto-part cap 9903.94.67 is dated by 33(u)\'s foreign-trade-zone day, 2026-05-01.',
    '- Value base under s232-2025 follows shared/design/tariffs.md: chapter 72/73/76 articles on full value, derivatives elsewhere on metal content. (hts-hero notes chapter 73/76 derivatives moving to metal content from 2025-06-04; the design note\'s rule was kept.)',
    '- Metal-content shares above 1 in the BEA-derived file are kept as published and capped at 1 when used.',
    '',
    ...reconciliationMarkdown(recon),
    '## Updating for a new proclamation',
    '',
    'Add the new lists to shared/ (or to this builder), give them a new regime or dated lists in `build-tariff-data.ts`,',
    'bump `REVISION`, run `npm run data:build && npm run data:check`, and commit data/section232/.',
    '',
  ];
  return out.join('\n');
}

// ---------------------------------------------------------------- main

function writeJson(name: string, value: unknown, compact = false): void {
  writeFileSync(join(OUT, name), (compact ? JSON.stringify(value) : JSON.stringify(value, null, 1)) + '\n');
}

function main(): number {
  if (!existsSync(S232) || !existsSync(HS)) {
    process.stderr.write(
      `data:build: the shared data is not here (looked for ${S232} and ${HS}).\n` +
        'This script is optional: data/section232/ is committed and is what the service uses.\n' +
        'To rebuild it, check out shared/ beside the project or set DUTYSCOUT_SHARED.\n',
    );
    return 1;
  }
  const rows = readConsolidated();
  const r1 = readRoundOne();
  const table = readNote16cTable(S232);
  const expected = expectedFromShared(S232);
  const lists26 = lists2026(table);
  const lists = [...lists2025(rows, r1), ...lists26];
  const recon = reconcile2026(table, lists26, expected, oldTranscription2026(rows));
  const regimes: RegimesFile = { revision: REVISION, sources_as_of: SOURCES_AS_OF, regimes: REGIMES, lists, reconciliation: recon };
  const actions: OtherActionsFile = { revision: REVISION, actions: otherActions() };
  const hs = hsDescriptions(lists);
  const metal = metalContent();
  writeJson('regimes.json', regimes);
  writeJson('other-actions.json', actions);
  writeJson('hs-descriptions.json', hs);
  writeJson('metal-content.json', metal, true);
  writeJson(EXPECTED_FILE, expected);
  writeFileSync(join(OUT, 'SOURCES.md'), sourcesMarkdown(lists, actions.actions, hs, metal, recon));
  process.stdout.write(
    `data:build: wrote ${lists.length} lists (${lists.reduce((n, l) => n + l.provisions.length, 0)} provisions), ` +
      `${actions.actions.length} other actions, ${Object.keys(hs.descriptions).length} HS texts, ` +
      `${metal.industries.length} industries to ${OUT}\n`,
  );
  return 0;
}

process.exitCode = main();
