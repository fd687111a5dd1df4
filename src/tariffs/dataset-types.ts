// Shapes of the committed files in data/section232/ (written by scripts/build-tariff-data.ts,
// checked by scripts/check-tariff-data.ts, read once at start by dataset.ts).

export type Metal = 'steel' | 'aluminum' | 'copper' | 'mixed';

/** A rate in force from a date (inclusive) until the next period's `from`. */
export interface RatePeriod {
  from: string;
  rate_pct: number;
  citation: string;
}

/** One Chapter 99 list: the provisions one heading covers, from one document, over one date range. */
export interface SectionList {
  id: string;
  regime: string;
  name: string;
  metal: Metal;
  chapter99_heading: string;
  /** 'inclusion' lists make hits; 'conditional_exemption' lists only add a note to hits. */
  role: 'inclusion' | 'conditional_exemption';
  effective_from: string;
  effective_to: string | null;
  rates: RatePeriod[];
  citations: string[];
  source: string;
  source_note?: string;
  /** Listed provisions as the list prints them, dotted: 4, 6, 8 or 10 digits. */
  provisions: string[];
}

export interface RegimeGap {
  from: string;
  to: string | null;
  message: string;
  citation: string;
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
  /** The regime's headline rate, used for unlisted metal-chapter codes (an upper bound). */
  headline_rates: RatePeriod[];
  gaps: RegimeGap[];
}

export interface Reconciliation {
  topic: string;
  sources: Record<string, number | string>;
  winner: string;
  reason: string;
}

export interface RegimesFile {
  revision: string;
  sources_as_of: string;
  regimes: Regime[];
  lists: SectionList[];
  reconciliation: Reconciliation[];
}

/** Another Section 232 action (autos, trucks, copper before note 16, wood, semiconductors). */
export interface OtherAction {
  id: string;
  name: string;
  load_factor_group: string;
  chapter99_heading: string;
  effective_from: string;
  effective_to: string | null;
  rate_pct: number;
  value_base: 'full_value' | 'copper_content';
  citations: string[];
  source: string;
  /** Covered HTS prefixes, bare digits (4 to 10). */
  prefixes: string[];
}

export interface OtherActionsFile {
  revision: string;
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
