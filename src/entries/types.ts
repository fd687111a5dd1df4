// Shapes shared by the readiness check: every product fact carries the evidence it was read
// from, so a report can point at the bytes rather than assert.

/** Where a fact was read: structured data, Shopify's inline product, page-state JSON in a <script> (the snippet names the script and the JSON path), a data- attribute, a label/value pair, visible text, a byline or brand link, the page's own address (a marketplace item id), the HTS code. */
export type EvidenceSource = 'json-ld' | 'microdata' | 'opengraph' | 'shopify' | 'page-state' | 'attribute' | 'table' | 'element' | 'analytics' | 'text' | 'byline' | 'url' | 'hts';

export interface Evidence {
  source: EvidenceSource;
  /** A short excerpt of what was read (at most SNIPPET_MAX characters). */
  snippet: string;
}

export interface Fact<T = string> {
  value: T;
  evidence: Evidence;
}

export interface AgeRange {
  min_years: number | null;
  max_years: number | null;
}

/** An age a listing states only through its sizes ("3-6M", "4T", "Age 11"): derived, weaker than a stated grade. */
export interface SizeAge extends AgeRange {
  /** The sizes read, as the page writes them. */
  sizes: string[];
}

export type GtinFormat = 'GTIN-8' | 'GTIN-12' | 'GTIN-13' | 'GTIN-14';

export interface GtinValue {
  gtin: string;
  format: GtinFormat;
}

/** The six statutory cautionary statements of 16 CFR 1500.19(b), in the design note's order. */
export type ChokingWarningKind =
  | 'small_parts'
  | 'balloons'
  | 'is_small_ball'
  | 'contains_small_ball'
  | 'is_marble'
  | 'contains_marble';

export interface ChokingWarning {
  kind: ChokingWarningKind;
  /** True when the statement sits in the same container as, or within NEAR_BUY_BYTES of, a buy control. */
  near_buy_control: boolean;
  evidence: Evidence;
}

/** What the product text suggests the toy is or contains (drives which warnings are required). */
export type HazardKind = 'small_parts' | 'small_ball' | 'ball_unknown_size' | 'marble' | 'balloon';

export interface LabReference {
  name: string | null;
  cpsc_lab_id: string | null;
  cpsc_accepted_mentioned: boolean;
}

export interface CertificateReference {
  kind: 'CPC' | 'GCC' | 'registry' | 'unspecified';
  url: string | null;
  identifier: string | null;
}

export interface IdentifierRejection {
  value: string;
  reason: string;
  evidence: Evidence;
}

/** A value the page offers for a fact that is not one (a template placeholder, a shipping location as origin). */
export interface ValueRejection {
  field: string;
  value: string;
  reason: string;
  evidence: Evidence;
}

/** Two or more values that sources stating the fact give for one product's brand, model or GTIN. */
export interface FactConflict {
  field: 'brand' | 'model' | 'gtin';
  /** The primary value first, then each other value with its first evidence. */
  values: Fact[];
}

export interface ProductFacts {
  name: Fact[];
  brand: Fact[];
  /** Who sells the listing ("Sold by X"): kept apart from brand and manufacturer, never counted as either. */
  seller: Fact[];
  /** Model number or MPN. */
  model: Fact[];
  sku: Fact[];
  /** Only GTINs whose GS1 check digit is right. */
  gtin: Fact<GtinValue>[];
  /** Values offered as GTIN/UPC/EAN that are not valid GTINs (e.g. an internal SKU in og:upc). */
  rejected_identifiers: IdentifierRejection[];
  /** Values offered for brand, manufacturer, model, SKU, origin... that are not values (placeholders, non-countries). */
  rejected_values: ValueRejection[];
  manufacturer: Fact[];
  manufacturer_address: Fact[];
  manufacturer_contact: Fact[];
  country_of_origin: Fact[];
  production_date: Fact[];
  batch: Fact[];
  age_range: Fact<AgeRange>[];
  /**
   * The ages the listing's children's sizes mean (data/cpsc/children-sizes.csv, or the age a size
   * names: "Age 11", "86 (12-18 months)"): derived from sizes, never an age grade the page states.
   */
  age_from_sizes: Fact<SizeAge>[];
  /** The EU small-parts warning ("not suitable for children under 36 months"): a warning, never the age grade. */
  age_warnings: Fact<AgeRange>[];
  /** Words that say who the product is for ("kids", "toddler", og product:age_group). */
  audience_words: Fact[];
  /** The seller's own category or product type. */
  category: Fact[];
  choking_warnings: ChokingWarning[];
  hazards: Fact<HazardKind>[];
  /** Normalised: "16 CFR 1250", "16 CFR 1500.20", "ASTM F963-23". */
  cited_rules: Fact[];
  /** Compliance claims that are not evidence ("CPSIA compliant"; CPSIA 103(c)). */
  claims: Fact[];
  labs: Fact<LabReference>[];
  test_dates: Fact[];
  certificates: Fact<CertificateReference>[];
  records_keeper: Fact[];
  /** Who certifies (the importer, or the domestic manufacturer), as the page states it ("Imported by X", "Certifier: X"). A brand is never taken for it. */
  certifier: Fact[];
  /** Where the product was tested ("Tested in Shenzhen, China", "Place of testing: ..."). */
  test_places: Fact[];
  /** Category label texts found (tip-over, sleepwear flammability, button-cell warnings...). */
  disclosures: Fact[];
  /** What the listing says the product has that decides whether a rule binds: drawstrings, paint or a coating, magnets. */
  features: Fact[];
  /** Identity facts two sources state differently (the primary value first): shown, never silently picked. */
  conflicts: FactConflict[];
  buy_controls_found: number;
}

export const SNIPPET_MAX = 160;

/** Evidence with its snippet trimmed to one short line. */
export function evidence(source: EvidenceSource, snippet: string): Evidence {
  const flat = snippet.replace(/[\u0001\s]+/g, ' ').trim();
  return { source, snippet: flat.length > SNIPPET_MAX ? `${flat.slice(0, SNIPPET_MAX - 1)}…` : flat };
}

export function emptyFacts(): ProductFacts {
  return {
    name: [], brand: [], seller: [], model: [], sku: [], gtin: [], rejected_identifiers: [], rejected_values: [],
    manufacturer: [], manufacturer_address: [], manufacturer_contact: [], country_of_origin: [],
    production_date: [], batch: [], age_range: [], age_from_sizes: [], age_warnings: [], audience_words: [], category: [],
    choking_warnings: [], hazards: [], cited_rules: [], claims: [], labs: [], test_dates: [],
    certificates: [], records_keeper: [], certifier: [], test_places: [], disclosures: [], features: [], conflicts: [], buy_controls_found: 0,
  };
}
