// Request and response models of both OpenAPI documents: /openapi.yaml (`v1`) and
// /api/openapi.json (`public`). Field names are the wire names. Each model names the schema it
// mirrors in an `@openapi` tag; test/clients/models.test.ts fails when a schema's field is
// missing here (or a field here is not in the schema). Codes are always strings.

// ---------------------------------------------------------------- shared

/** @openapi v1:ErrorEnvelope.details[] public:PublicToolFailure.details[] */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** @openapi v1:ErrorEnvelope */
export interface ErrorEnvelope {
  error: string;
  message: string;
  contact: string;
  request_id: string;
  details?: ErrorDetail[];
}

/** @openapi public:PublicToolFailure */
export interface PublicToolFailure {
  ok: false;
  tool: string;
  error: string;
  message: string;
  contact: string;
  /** The id of this request (also the X-Request-Id header); quote it to support. */
  request_id: string;
  details?: ErrorDetail[];
}

export type Severity = 'info' | 'warn' | 'error';

/** @openapi v1:SeverityCounts public:SeverityCounts */
export interface SeverityCounts {
  info: number;
  warn: number;
  error: number;
}

/** @openapi v1:ScanEvidence public:ScanEvidence */
export interface ScanEvidence {
  element: string;
  /** UTF-8 byte offset in the page; null for drift findings. */
  offset: number | null;
  snippet: string;
}

/** @openapi v1:Finding public:Finding */
export interface Finding {
  rule_id: string;
  severity: Severity;
  message: string;
  vendor?: string;
  ids?: string[];
  count?: number;
  evidence?: ScanEvidence[];
  reference?: string;
}

/** @openapi public:CallToAction */
export interface CallToAction {
  href: string;
  label: string;
  honesty: string;
}

// ---------------------------------------------------------------- v1 tariffs

export type HtsStatus = 'hit' | 'adjacent' | 'in_scope_no_bis14' | 'clear' | 'invalid';
export type RateBasis = 'additional' | 'all_in';

/** @openapi v1:HtsLookupRequest */
export interface HtsLookupRequest {
  /** 1 to 50 codes, strings (leading zeros matter). */
  codes: string[];
  /** YYYY-MM-DD (UTC); default today. */
  as_of?: string;
  /** The origin group the detail's outcomes are for (default: a country without a treatment of its own). */
  country_of_origin?: CountryOfOrigin;
  /** The country (ISO 3166-1 alpha-2 or English name); implies country_of_origin when that is absent. */
  origin_country?: string;
  answers?: DutyImpactAnswers;
}

/** @openapi v1:HtsLookupResponse */
export interface HtsLookupResponse {
  results: HtsLookupResult[];
}

/** @openapi v1:HtsLookupResult public:HtsLookupResult */
export interface HtsLookupResult {
  code: string;
  hit: boolean;
  in_scope: boolean;
  status: HtsStatus;
  adjacent_hits: AdjacentHit[];
  detail?: HtsLookupDetail;
}

/** @openapi v1:AdjacentHit public:AdjacentHit */
export interface AdjacentHit {
  code_heading: string;
  article_slug: string;
  article_name: string;
  /** Percent (50 means 50%). */
  proposed_rate: number;
}

/** @openapi v1:HtsLookupDetail public:HtsLookupDetail */
export interface HtsLookupDetail {
  regime: string;
  as_of: string;
  matching_provision: string | null;
  chapter99_heading: string | null;
  list: string | null;
  list_id: string | null;
  metal: 'steel' | 'aluminum' | 'copper' | 'mixed' | null;
  rate_pct: number | null;
  rate_basis: RateBasis | null;
  value_base: 'full_value' | 'metal_content' | null;
  other_rates: OtherRate[];
  also_listed_on: AlsoListedOn[];
  in_scope_by: InScopeBy[];
  citations: string[];
  data_revision: string;
  /** The HTS revision the data is current through, e.g. 'HTS 2026 Revision 21'. */
  hts_revision: string;
  /** Publication date of the newest source (that revision), YYYY-MM-DD. */
  sources_as_of: string;
  /** The date the data run through; an as_of after it carries an after_data_through note (later actions are not known). */
  data_through: string;
  notes: LookupNote[];
  /** Only on a line an HTS revision deleted (status invalid from that day): the lines its goods are now under. */
  successors?: string[];
  /** Only on an 8-digit code (status invalid): the 10-digit lines under it that day, to look up instead. */
  lines?: string[];
  /** Where another Section 232 action covers the code: each way its duty can come out, as duty_impact reads it. */
  outcomes?: LookupOutcome[];
  /** The questions (duty_impact's answers) that decide between the outcomes. */
  questions?: string[];
}

/** @openapi v1:HtsLookupDetail.outcomes[] public:HtsLookupDetail.outcomes[] */
export interface LookupOutcome {
  when: string | null;
  chapter99_heading: string | null;
  rate_pct: number | null;
  rate_basis: RateBasis | null;
  /** Only where the outcome rests on one: the exclusion headings it is entered under (9903.94.06, 9903.74.11, 9903.08.20 ...), each with no Section 232 duty under its note. */
  exclusion_headings?: ExclusionHeading[];
}

/** @openapi v1:HtsLookupDetail.outcomes[].exclusion_headings[] public:HtsLookupDetail.outcomes[].exclusion_headings[] public:duty_impact.response.200.per_code[].outcomes[].exclusion_headings[] */
export interface ExclusionHeading {
  chapter99_heading: string;
  /** What it excludes under which note, ending "no Section 232 duty under note NN". */
  text: string;
}

/** @openapi v1:OtherRate public:OtherRate */
export interface OtherRate {
  chapter99_heading: string;
  rate_pct: number;
  rate_basis: RateBasis;
  applies_to: string;
}

/** @openapi v1:HtsLookupDetail.also_listed_on[] public:HtsLookupDetail.also_listed_on[] */
export interface AlsoListedOn {
  list_id: string;
  list: string;
  chapter99_heading: string;
  rate_pct: number;
}

/** @openapi v1:HtsLookupDetail.in_scope_by[] public:HtsLookupDetail.in_scope_by[] */
export interface InScopeBy {
  kind: 'metal_chapter' | 'action';
  chapter?: string;
  action_id?: string;
  name?: string;
  chapter99_heading?: string;
  rate_pct?: number;
  rate_basis?: RateBasis;
  value_base?: 'full_value' | 'copper_content';
  /** The fact, not told by the code, on which the action applies at all. */
  condition?: string;
}

/** @openapi v1:HtsLookupDetail.notes[] public:HtsLookupDetail.notes[] */
export interface LookupNote {
  code: 'data_gap' | 'unknown_statistical_line' | 'weight_15pct_condition' | 'conditional_exemption' | 'invalid_code' | 'inherited_listing' | 'action_condition' | 'deleted_line' | 'eight_digit_code' | 'after_data_through';
  message: string;
}

// ---------------------------------------------------------------- v1 pixels

/** @openapi v1:ScanRequest */
export interface ScanRequest {
  url: string;
  /** Seconds: accept a cached copy of the page at most this old (0..3600). */
  max_age?: number;
}

/** @openapi v1:ScanReport */
export interface ScanReport {
  score: number;
  findings: Finding[];
  severity_counts: SeverityCounts;
}

// ---------------------------------------------------------------- v1 entries (locked stub)

/** @openapi v1:GccGenerateRequest */
export interface GccGenerateRequest {
  product_info: GccProductInfo;
  manufacturer: GccManufacturer;
  testing_lab: GccTestingLab;
  cpsc_rules_cited?: string[];
}

/** @openapi v1:GccGenerateRequest.product_info */
export interface GccProductInfo {
  name?: string;
  model?: string;
  sku?: string;
  place_of_manufacture?: string;
  /** YYYY-MM-DD */
  date_of_manufacture?: string;
}

/** @openapi v1:GccGenerateRequest.manufacturer */
export interface GccManufacturer {
  name?: string;
  address?: string;
  contact_email?: string;
}

/** @openapi v1:GccGenerateRequest.testing_lab */
export interface GccTestingLab {
  name?: string;
  accreditation_id?: string;
  /** YYYY-MM-DD */
  test_date?: string;
}

// ---------------------------------------------------------------- public tools

/** @openapi public:scan_storefront.request */
export interface ScanStorefrontRequest {
  url: string;
  /** Accepted and validated, never stored or logged. */
  email?: string;
}

/** @openapi public:scan_storefront.response.200.honesty */
export interface ScanStorefrontHonesty {
  support: string;
  not_clearance: true;
  not_fix_pack: true;
  not_checkout_proof: true;
}

/** @openapi public:TagInventoryEntry */
export interface TagInventoryEntry {
  vendor: string;
  ids: string[];
  rule_ids: string[];
}

/** @openapi public:scan_storefront.response.200 */
export interface ScanStorefrontResult {
  ok: true;
  tool: 'scan_storefront';
  source: string;
  wraps: string;
  /** Echo verbatim. */
  citation: string;
  monitorCta: CallToAction;
  honesty: ScanStorefrontHonesty;
  final_url: string;
  scanned_at: string;
  fetched_at: string;
  cached: boolean;
  score: number;
  severity_counts: SeverityCounts;
  findings: Finding[];
  inventory: TagInventoryEntry[];
  platform: string | null;
  cannot_see: string[];
}

/** @openapi public:readiness_check.request */
export interface ReadinessCheckRequest {
  /** The public product page (http or https). */
  storeUrl: string;
  /** Alias of storeUrl; when both are given they must be equal. */
  url?: string;
  htsCode?: string;
  email?: string;
}

/** @openapi public:readiness_check.response.200.honesty */
export interface ReadinessHonesty {
  support: string;
  not_clearance: true;
  not_filing_service: true;
  not_legal_advice: true;
}

/** @openapi public:readiness_check.response.200.classification */
export interface ReadinessClassification {
  childrens_product: boolean | null;
  certificate_expected: 'CPC' | 'GCC' | 'possibly_none';
  category: string | null;
  reasons: string[];
  /** The rules for the product from the service's rules table, each with its status and the provision it rests on. */
  applicable_rules: ApplicableRule[];
}

/** @openapi public:ApplicableRule */
export interface ApplicableRule {
  rule: string;
  title: string;
  /** expected: a certificate cites it; one_of: one of these; if: binds only under `reason`'s condition; on_product: a duty on the product the listing cannot show; hazard: the page shows what the rule lists as a hazard. */
  status: 'expected' | 'one_of' | 'if' | 'on_product' | 'hazard';
  reason: string;
  provision: string | null;
  quote: string | null;
  evidence: Evidence[];
}

/** @openapi public:Evidence */
export interface Evidence {
  source: string;
  snippet: string;
}

/** @openapi public:EfilingElement.shown[] */
export interface EfilingFact {
  fact: string;
  value: string;
  evidence: Evidence;
}

/** @openapi public:EfilingElement */
export interface EfilingElement {
  element: number;
  name: string;
  status: 'shown' | 'partial' | 'missing';
  shown: EfilingFact[];
  missing: string[];
}

/** @openapi public:readiness_check.response.200.checks[] */
export interface ReadinessCheckItem {
  id: string;
  points_earned: number;
  points_possible: number;
  status: 'pass' | 'partial' | 'fail' | 'not_applicable';
  message: string;
  citation: string;
  evidence: Evidence[];
}

/** @openapi public:readiness_check.response.200.caps[] */
export interface ReadinessCap {
  limit: number;
  reason: string;
}

/** @openapi public:readiness_check.response.200.contradictions[] */
export interface ReadinessContradiction {
  id: string;
  penalty: number;
  message: string;
  evidence: Evidence[];
}

/** @openapi public:EfilingFiling */
export interface EfilingFiling {
  who_files: string;
  ways: string[];
  /** 2026-07-08 */
  required_from: string;
  /** 2027-01-08: entries from a foreign-trade zone. */
  foreign_trade_zone_from: string;
  registry_reference: EfilingRegistryReference | null;
  provision: string;
  quote: string | null;
  /** What of the amended 16 CFR 1110 could not be read when the service's data was written. */
  unverified: string | null;
}

/** @openapi public:EfilingFiling.registry_reference */
export interface EfilingRegistryReference {
  identifier: string;
  evidence: Evidence;
}

/** @openapi public:ReadinessBlocker */
export interface ReadinessBlocker {
  id: string;
  /** A ban or statutory violation makes the band not_ready; a red_flag or a ready_requirement keeps it from ready. */
  kind: 'ban' | 'statutory_violation' | 'red_flag' | 'ready_requirement';
  provision: string;
  /** The provision's text as quoted by the service; null where it was not reachable. */
  quote: string | null;
  message: string;
  evidence: Evidence[];
}

/** @openapi public:readiness_check.response.200 */
export interface ReadinessCheckResult {
  ok: true;
  tool: 'readiness_check';
  source: string;
  wraps: string;
  citation: string;
  soloCta: CallToAction;
  honesty: ReadinessHonesty;
  final_url: string;
  fetched_at: string;
  score: number;
  band: 'ready' | 'gaps' | 'not_ready';
  classification: ReadinessClassification;
  checks: ReadinessCheckItem[];
  caps: ReadinessCap[];
  contradictions: ReadinessContradiction[];
  /** What overrules the score, with the provision behind it. */
  blockers: ReadinessBlocker[];
  efiling_elements: EfilingElement[];
  efiling_elements_missing: string[];
  /** Who files the certificate data (the importer), the two ways, and from when. */
  efiling_filing: EfilingFiling;
  /** Every product fact read from the page, each with its evidence. */
  facts: Record<string, unknown>;
  statement: string;
  /** Present only when the page goes past what one check reads: one line per bound; the report is then partial. */
  limits_reached?: string[];
}

export type CountryOfOrigin = 'canada' | 'mexico' | 'eu' | 'china' | 'japan' | 'south_korea' | 'other';

/** @openapi public:hts_lookup.request */
export interface HtsLookupToolRequest {
  /** 1 to 50 HTS codes, as strings (leading zeros matter). */
  htsCodes: string[];
  /** The origin group the detail's outcomes are for. */
  countryOfOrigin?: CountryOfOrigin;
  /** The country (ISO 3166-1 alpha-2 or English name); implies countryOfOrigin when that is absent. */
  originCountry?: string;
  answers?: DutyImpactAnswers;
  /** The day to answer for, YYYY-MM-DD (UTC); default today. */
  asOf?: string;
  email?: string;
}

/** @openapi public:hts_lookup.response.200.honesty */
export interface HtsLookupToolHonesty {
  support: string;
  not_clearance: true;
  not_legal_advice: true;
}

/** @openapi public:hts_lookup.response.200 */
export interface HtsLookupToolResult {
  ok: true;
  tool: 'hts_lookup';
  source: string;
  wraps: string;
  citation: string;
  watchlistCta: CallToAction;
  honesty: HtsLookupToolHonesty;
  /** The day the answers are for (UTC). */
  as_of: string;
  /** One result per code, in request order: the v1 lookup's results. */
  results: HtsLookupResult[];
}

/** @openapi public:duty_impact.request */
export interface DutyImpactRequest {
  htsCodes: string[];
  /** US dollars per year. */
  annualImportValueUsd: number;
  countryOfOrigin: CountryOfOrigin;
  /** The country inside countryOfOrigin: ISO 3166-1 alpha-2 or an English name ('CH', 'Switzerland'); refines 'eu' and 'other'. */
  originCountry?: string;
  /** Answers to the questions per_code[].questions names; each keeps only the outcomes it allows. */
  answers?: DutyImpactAnswers;
  /** The day to estimate for, YYYY-MM-DD (UTC); default today. */
  asOf?: string;
  email?: string;
}

/** @openapi public:duty_impact.response.200.honesty */
export interface DutyImpactHonesty {
  support: string;
  not_clearance: true;
  not_legal_advice: true;
  not_customs_broker: true;
  email_required_trial: true;
}

/** @openapi public:duty_impact.response.200.estimate_usd public:duty_impact.response.200.per_code[].estimate_usd public:draft_comment_letter.response.200.duty_impact.estimate_usd public:duty_impact.response.200.ordinary_duty_usd public:duty_impact.response.200.total_duty_usd public:duty_impact.response.200.per_code[].total_duty_usd public:draft_comment_letter.response.200.duty_impact.ordinary_duty_usd public:draft_comment_letter.response.200.duty_impact.total_duty_usd public:duty_impact.response.200.parts[].usd public:duty_impact.response.200.per_code[].parts[].usd public:draft_comment_letter.response.200.duty_impact.parts[].usd */
export interface EstimateRange {
  low: number;
  mid: number;
  high: number;
}

/** @openapi public:duty_impact.request.answers v1:HtsLookupRequest.answers public:hts_lookup.request.answers */
export interface DutyImpactAnswers {
  metal_15pct_by_weight?: boolean;
  part_of_passenger_vehicle?: boolean;
  part_of_mhd_vehicle?: boolean;
  patented?: boolean;
  thermal_imaging?: boolean;
  for_use_with_unmanned_aircraft?: boolean;
  critical_components_from_partners?: boolean;
  wooden_kitchen_cabinet_part?: boolean;
  usmca_qualifying?: boolean;
  light_truck?: boolean;
  exclusively_for_ag_or_industrial_equipment?: boolean;
  onshoring_plan?: boolean;
  mfn_pricing_agreement?: boolean;
  civil_aircraft_article?: boolean;
}

/** @openapi public:duty_impact.response.200.per_code[].questions[] */
export interface DutyImpactQuestion {
  id: string;
  question: string;
  citation: string;
}

/** @openapi public:duty_impact.response.200.origin_country */
export interface OriginCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

/** @openapi public:duty_impact.response.200.order_of_magnitude public:draft_comment_letter.response.200.duty_impact.order_of_magnitude */
export interface OrderOfMagnitude {
  power: number | null;
  label: string;
}

/** @openapi public:duty_impact.response.200.per_code[] */
export interface DutyImpactPerCode {
  code: string;
  status: HtsStatus;
  factor: number;
  factor_low: number;
  factor_high: number;
  rate_pct: number | null;
  rate_basis: RateBasis | null;
  value_base: 'full_value' | 'metal_content' | 'copper_content' | null;
  value_base_share: number | null;
  share_of_value: number;
  load_factor: number;
  load_factor_group: string | null;
  basis: string;
  /** Section 232 duty on this code's share. */
  estimate_usd: EstimateRange;
  ordinary_rate: OrdinaryRate;
  ordinary_duty_usd: number;
  total_duty_usd: EstimateRange;
  /** Each way the Section 232 duty can come out where a fact not given decides it. */
  outcomes: DutyOutcome[];
  deciding_facts: string[];
  /** The questions (answers input) that would narrow this code's range. */
  questions: DutyImpactQuestion[];
  /** What this code's total adds up from. */
  parts: DutyPart[];
  /** Only on a line of an 8-digit code given: that code (NNNN.NN.NN); its share is split over its lines. */
  expanded_from?: string;
}

/** @openapi public:duty_impact.response.200.parts[] public:duty_impact.response.200.per_code[].parts[] public:draft_comment_letter.response.200.duty_impact.parts[] */
export interface DutyPart {
  /** ordinary, section232, section301 (China), note52 (the country duty), note50 (Brazil) or note51 (Canada). */
  part: 'ordinary' | 'section232' | 'section301' | 'note52' | 'note50' | 'note51';
  label: string;
  chapter99_heading: string | null;
  rate_pct: number | null;
  rate_basis: RateBasis | null;
  value_base: string | null;
  /** What the part adds, its own low to high. */
  usd: EstimateRange;
  /** The fact the part depends on; null when owed for certain. */
  when: string | null;
  authority: string;
  effective_from: string | null;
  effective_to: string | null;
  citations: string[];
  /** Membership rests on a secondary (derived) list. */
  secondary: boolean;
}

/** @openapi public:duty_impact.response.200.per_code[].ordinary_rate */
export interface OrdinaryRate {
  text: string | null;
  /** Ad valorem percent; null for a rate that is not a share of value (specific, compound or other; left out of the figure). */
  pct: number | null;
  line: string | null;
}

/** @openapi public:duty_impact.response.200.per_code[].outcomes[] */
export interface DutyOutcome {
  when: string | null;
  chapter99_heading: string | null;
  rate_pct: number | null;
  rate_basis: RateBasis | null;
  factor_low: number;
  factor_high: number;
  exclusion_headings?: ExclusionHeading[];
}

/** @openapi public:duty_impact.response.200.load_factor.groups[] */
export interface LoadFactorGroup {
  group: string;
  factor: number;
  reasoning: string;
}

/** @openapi public:duty_impact.response.200.load_factor */
export interface LoadFactor {
  country: string;
  groups: LoadFactorGroup[];
}

/** @openapi public:duty_impact.response.200 */
export interface DutyImpactResult {
  ok: true;
  tool: 'duty_impact';
  source: string;
  wraps: string;
  citation: string;
  watchlistCta: CallToAction;
  honesty: DutyImpactHonesty;
  as_of: string;
  regime: string;
  country_of_origin: string;
  /** The country originCountry named; null when it was not given. */
  origin_country: OriginCountry | null;
  annual_import_value_usd: number;
  /** The Section 232 duty only, as the published surface has always carried it: one part of total_duty_usd. */
  estimate_usd: EstimateRange;
  /** The ordinary (column 1 general) duty, ad valorem lines only. */
  ordinary_duty_usd: EstimateRange;
  /** The figure to show first: every modelled part (ordinary, Section 232, Section 301, note 52). */
  total_duty_usd: EstimateRange;
  /** What total_duty_usd adds up from. */
  parts: DutyPart[];
  /** What no total includes (not modelled), named in every answer. */
  not_included: string[];
  order_of_magnitude: OrderOfMagnitude;
  per_code: DutyImpactPerCode[];
  load_factor: LoadFactor;
  assumptions: string[];
  citations: string[];
  data_gaps: string[];
  hts_revision: string;
  sources_as_of: string;
  /** The date the data run through; an as_of after it puts a data gap first: later actions are not known. */
  data_through: string;
}

/** @openapi public:draft_comment_letter.request.facts */
export interface LetterFacts {
  /** Whether and where the product is made in the United States, in the submitter's words. */
  domesticAvailability?: string;
  supplyChain?: string;
  jobs?: string;
}

/** @openapi public:draft_comment_letter.request */
export interface LetterDraftRequest {
  company: string;
  contactName: string;
  title?: string;
  /** Used only in the draft: never stored or logged. */
  email?: string;
  position: 'oppose' | 'support';
  htsCodes: string[];
  /** Default BIS-2025-0023 (the BIS Section 232 inclusions docket). */
  docketId?: string;
  inclusionRequestId?: string;
  /** With countryOfOrigin, the letter states the duty-impact range. */
  annualImportValueUsd?: number;
  countryOfOrigin?: CountryOfOrigin;
  /** The letter's date (UTC), YYYY-MM-DD; default today. Lookups, estimate and docket window answer for it. */
  asOf?: string;
  facts?: LetterFacts;
}

/** @openapi public:draft_comment_letter.response.200.honesty */
export interface LetterHonesty {
  support: string;
  not_legal_advice: true;
  not_filed: true;
  not_customs_broker: true;
}

/** @openapi public:draft_comment_letter.response.200.letter */
export interface Letter {
  subject: string;
  text: string;
  markdown: string;
  filename: string;
}

/** @openapi public:draft_comment_letter.response.200.duty_impact */
export interface LetterDutyImpact {
  as_of: string;
  regime: string;
  country_of_origin: string;
  annual_import_value_usd: number;
  /** The Section 232 duty only: one part of total_duty_usd. */
  estimate_usd: EstimateRange;
  /** The ordinary (column 1) duty: the other part. */
  ordinary_duty_usd: EstimateRange;
  /** The figure the letter leads with: every modelled part (ordinary, Section 232, Section 301, note 52). */
  total_duty_usd: EstimateRange;
  parts: DutyPart[];
  not_included: string[];
  order_of_magnitude: OrderOfMagnitude;
  assumptions: string[];
  citations: string[];
}

/** @openapi public:draft_comment_letter.response.200.docket.window */
export interface LetterDocketWindow {
  /** open only when both dates of a window are stated and hold the day; unknown when a window with a date not stated could. */
  status: 'open' | 'closed' | 'unknown';
  round: number | null;
  opens: string | null;
  closes: string | null;
  next_opens: string | null;
  source: string | null;
}

/** @openapi public:draft_comment_letter.response.200.docket */
export interface LetterDocket {
  id: string;
  /** false: a docket the service does not know; title, action, takes and source are null. */
  known: boolean;
  title: string | null;
  action: string | null;
  takes: string | null;
  as_of: string;
  window: LetterDocketWindow;
  /** The sentences the letter opens with; remove them before filing. */
  notice: string;
}

/** @openapi public:draft_comment_letter.response.200 */
export interface LetterDraftResult {
  ok: true;
  tool: 'draft_comment_letter';
  source: string;
  wraps: string;
  citation: string;
  watchlistCta: CallToAction;
  honesty: LetterHonesty;
  as_of: string;
  docket_id: string;
  docket: LetterDocket;
  inclusion_request_id: string | null;
  position: 'oppose' | 'support';
  letter: Letter;
  lookups: HtsLookupResult[];
  duty_impact: LetterDutyImpact | null;
}
