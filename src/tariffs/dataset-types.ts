// Shapes of the committed files in data/section232/ (written by scripts/build-tariff-data.ts,
// checked by scripts/check-tariff-data.ts, read once at start by dataset.ts).

export type Metal = 'steel' | 'aluminum' | 'copper' | 'mixed';

/**
 * How a Chapter 99 rate applies. 'additional': the ordinary (column 1) duty plus rate_pct.
 * 'all_in': the ordinary duty and this heading together come to rate_pct where the ordinary
 * rate is lower, and the heading adds nothing where it is rate_pct or more (Annex III, and
 * the 15% of the partners named in 9903.82.22).
 */
export type RateBasis = 'additional' | 'all_in';

/** Another treatment a heading gives some imports of a listed provision (by origin or by a condition the importer shows). */
export interface RateAlternative {
  chapter99_heading: string;
  rate_pct: number;
  basis: RateBasis;
  /** Who or what qualifies, in the heading's and note's words. */
  applies_to: string;
  /**
   * Countries of origin (the API's groups) whose goods get this treatment instead of the
   * default. Absent: a condition the importer must show (US-melted metal, UK-melted metal,
   * a column 2 country), never assumed by an estimate.
   */
  origins?: CountryOfOrigin[];
  /** The treatment also reaches countries the API groups under 'other' (Switzerland, Taiwan, the UK ...): an estimate for 'other' names it. */
  reaches_other?: boolean;
  /** USMCA: US content up to this share of the customs value pays no duty (0.4 under 16(c)(xi)). */
  us_content_exempt_up_to?: number;
}

/** A rate in force from a date (inclusive) until the next period's `from`. */
export interface RatePeriod {
  from: string;
  rate_pct: number;
  citation: string;
  /** Default 'additional'. */
  basis?: RateBasis;
  /** The heading from this date when it is not the list's own (a list moved to another heading). */
  chapter99_heading?: string;
  alternatives?: RateAlternative[];
}

/** A heading that takes some hits of a list out of the duty when the importer shows a use (note 16(g): US motorcycle manufacture). */
export interface ConditionalExemption {
  chapter99_heading: string;
  /** Chapters of the hit codes it can apply to. */
  chapters: string[];
  message: string;
}

/** One Chapter 99 list: the provisions one heading covers, from one document, over one date range. */
export interface SectionList {
  id: string;
  regime: string;
  name: string;
  metal: Metal;
  chapter99_heading: string;
  effective_from: string;
  effective_to: string | null;
  rates: RatePeriod[];
  citations: string[];
  source: string;
  source_note?: string;
  conditional_exemption?: ConditionalExemption;
  /** Listed provisions as the list prints them, dotted: 4, 6, 8 or 10 digits. */
  provisions: string[];
}

export interface RegimeGap {
  from: string;
  to: string | null;
  message: string;
  citation: string;
  /** Only answers matched on these lists (ids, or id prefixes ending in '/') carry it; absent: every answer that day. */
  lists?: string[];
}

export interface Regime {
  id: string;
  name: string;
  effective_from: string;
  effective_to: string | null;
  citations: string[];
  /** Chapters whose unlisted codes are still "in scope" (status in_scope_no_bis14). */
  metal_chapters: string[];
  /** Chapters whose listed articles pay on full value; listed articles elsewhere pay on metal content. 'all' = full value everywhere. */
  full_value_chapters: string[] | 'all';
  /** Chapters exempt from the 15%-by-weight condition (null when the regime has no such condition). */
  weight_condition_exempt_chapters: string[] | null;
  /**
   * Set (to the text that says so) when the regime's lists are complete: a metal-chapter line on
   * none of them owes no Section 232 metal duty (note 16(c)). Absent: such a line is a range up to
   * the headline rate (s232-2025's lists grew by inclusion rounds).
   */
  lists_exhaustive?: string;
  /** Note 16(k): parts of these lists in these chapters used exclusively to make agricultural or industrial equipment enter under a column 1 pair instead. */
  note_16k?: { from: string; lists: string[]; chapters: string[]; below: string; at_least: string; cap_pct: number; citation: string };
  /** The regime's headline rate, used for unlisted metal-chapter codes (an upper bound). */
  headline_rates: RatePeriod[];
  gaps: RegimeGap[];
}

/** One U.S. note 16(c) list held against its sources: counts in each, and every disagreement with its reason. */
export interface ListReconciliation {
  list: string;
  annex: string;
  counts: Record<string, number>;
  changes_on_2026_06_08: string[];
  disagreements: string[];
}

export interface RegimesFile {
  revision: string;
  sources_as_of: string;
  regimes: Regime[];
  lists: SectionList[];
  reconciliation: ListReconciliation[];
}

/**
 * A fact the HTS code alone does not tell and that decides whether an action applies at all
 * (note 33(g): a part of a passenger vehicle; note 39(b): the technical parameters; note 40: a
 * patented pharmaceutical article). An estimate answers a range and names the fact.
 */
export interface ActionCondition {
  fact: string;
  /** Prefixes (bare digits) whose classification already settles the fact: there the action is certain. */
  certain_within?: string[];
}

/** A country treatment of an action in force over a date range (EU, Japan, Korea caps; UK rates). */
export interface ActionTreatment {
  /** Null where the action is not codified in any HTS revision held (polysilicon). */
  chapter99_heading: string | null;
  rate_pct: number;
  basis: RateBasis;
  applies_to: string;
  from: string;
  to: string | null;
  /** The API's origin groups it reaches by origin alone; absent: a condition the importer shows, never assumed. */
  origins?: CountryOfOrigin[];
  /** It reaches countries the API groups under 'other' (the UK, Switzerland, Taiwan ...): an estimate for 'other' names it. */
  reaches_other?: boolean;
  /**
   * The countries (ISO 3166-1 alpha-2; 'EU' for the members note 37(j) prints) the text names, for
   * a treatment without a heading in data/section232/partners.json (polysilicon): with
   * originCountry, these decide whom it reaches, as a heading's named countries do.
   */
  countries?: string[];
  /** A further fact the treatment needs beyond origin (note 43(d): critical components from partners): a range, not assumed. */
  condition?: string;
  /** The lines it covers where its note prints them (bare digits; 33(j): the UK's car parts); absent: every line of the action. */
  prefixes?: string[];
  citation: string;
}

/** Another Section 232 action (autos, trucks, copper before note 16, wood, semiconductors, pharmaceuticals, drones). */
export interface OtherAction {
  id: string;
  name: string;
  load_factor_group: string;
  /** Null where the action is not codified in any HTS revision held (polysilicon: its annexes are not held). */
  chapter99_heading: string | null;
  effective_from: string;
  effective_to: string | null;
  rate_pct: number;
  /** Default 'additional'; 'all_in' where the heading's rate is the total duty (note 40(d): 100%). */
  basis?: RateBasis;
  value_base: 'full_value' | 'copper_content';
  citations: string[];
  source: string;
  /** Covered HTS prefixes, bare digits (4 to 10). */
  prefixes: string[];
  condition?: ActionCondition;
  /**
   * Actions sharing an id are alternatives for one article (note 43(a): "mutually exclusive";
   * a part is for a passenger vehicle under note 33 or a heavy vehicle under note 38): which one
   * applies is the fact `decided_by` names.
   */
  exclusive_group?: { id: string; decided_by: string };
  /**
   * What this action takes the article out of when it applies, in the notes' own words ("shall not
   * be subject to"): 'metals' (the note 16 and 2025 metal lists) or other action ids.
   */
  displaces?: string[];
  treatments?: ActionTreatment[];
  /** Sentences every answer under this action carries: what rests on a secondary source, what is not modelled. */
  caveats?: string[];
}

export interface OtherActionsFile {
  revision: string;
  actions: OtherAction[];
}

/** One HTS revision taken in by the importer: its dates and the Section 232 items of its change record. */
export interface ImportedRevision {
  revision: string;
  number: number;
  published: string;
  section232_items: Array<{ item: string; nature: string; effective: string | null; source: string }>;
  /** Only its Chapter 99 headings were taken in (no change record, no note texts: the notes are the previous revision's). */
  headings_only?: boolean;
  /** Where `published` comes from when no change record states it. */
  published_source?: string;
}

/** A statistical line a revision deleted, and the lines it was transferred to (they inherit its listing). */
export interface StatisticalSplit {
  deleted: string;
  successors: string[];
  effective: string;
  revision: string;
}

/** data/section232/revisions.json: written by `npm run data:import` from USITC's revision texts. */
export interface RevisionsFile {
  hts_revision: string;
  sources_as_of: string;
  revisions: ImportedRevision[];
  splits: StatisticalSplit[];
  actions: OtherAction[];
}

/** HS chapter/heading/subheading descriptions, keyed by bare digits (2, 4, 6). */
export interface HsDescriptionsFile {
  source: string;
  descriptions: Record<string, string>;
}

/**
 * Metal-content shares of value per HS10 line, compacted: lines share their industry's shares,
 * so each 6-digit subheading maps to "SSSS:i SSSS SSSS:j" (4-digit suffix, industry index
 * written only when it changes). Also the shipped list of known 10-digit lines.
 */
export interface MetalContentFile {
  source: string;
  columns: ['bea_detail_code', 'steel', 'aluminum', 'copper'];
  industries: Array<[string, number, number, number]>;
  lines: Record<string, string>;
}

export type CountryOfOrigin = 'canada' | 'mexico' | 'eu' | 'china' | 'japan' | 'south_korea' | 'other';

/** Every country of origin, in the order answers and help list them; each load-factor group covers all of them. */
export const COUNTRIES_OF_ORIGIN: readonly CountryOfOrigin[] = ['canada', 'mexico', 'eu', 'china', 'japan', 'south_korea', 'other'];

export interface LoadFactorGroup {
  factors: Record<CountryOfOrigin, number>;
  reasoning: string;
  sources: string[];
}

export interface CountryLoadFactorsFile {
  what: string;
  groups: Record<string, LoadFactorGroup>;
}

/** data/section232/partners.json: the countries each partner heading names, and the headings split by column 1 rate. */
export interface PartnersFile {
  what: string;
  headings_source: string;
  /** The EU members as note 37(j) prints them ("EU" in a heading's countries stands for them). */
  eu_members: { citation: string; source: string; quote: string; countries: string[] };
  /** Per heading: ISO 3166-1 alpha-2 codes (or "EU"), its general rate and the words of its text that name them. */
  headings: Record<string, { countries: string[]; general: string | null; quote: string; condition?: string; condition_quote?: string }>;
  /** Heading pairs one of which applies by the line's column 1 rate: `below` under threshold_pct, `at_least` at or over it. */
  column1_bands: Array<{ at_least: string; below: string; threshold_pct: number; citation: string }>;
}
