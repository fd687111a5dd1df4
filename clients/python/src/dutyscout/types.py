"""Request and response models of both OpenAPI documents: /openapi.yaml (``v1``) and
/api/openapi.json (``public``), as TypedDicts: a response is the decoded JSON object, its keys
the wire names. Each model names the schema it mirrors in an ``# openapi:`` comment;
test/clients/models.test.ts fails when a schema's field is missing here (or a field here is not
in the schema). Optional fields sit in a ``total=False`` class over a base of the required
ones (Python 3.8 has no ``NotRequired``). Codes are always strings."""
from typing import Any, Dict, List, Literal, Optional, TypedDict

# ---------------------------------------------------------------- shared


# openapi: v1:ErrorEnvelope.details[] public:PublicToolFailure.details[]
class ErrorDetail(TypedDict):
    path: str
    message: str


class _ErrorEnvelope(TypedDict):
    error: str
    message: str
    contact: str
    request_id: str


# openapi: v1:ErrorEnvelope
class ErrorEnvelope(_ErrorEnvelope, total=False):
    details: List[ErrorDetail]


class _PublicToolFailure(TypedDict):
    ok: Literal[False]
    tool: str
    error: str
    message: str
    contact: str
    request_id: str


# openapi: public:PublicToolFailure
class PublicToolFailure(_PublicToolFailure, total=False):
    details: List[ErrorDetail]


Severity = Literal["info", "warn", "error"]


# openapi: v1:SeverityCounts public:SeverityCounts
class SeverityCounts(TypedDict):
    info: int
    warn: int
    error: int


# openapi: v1:ScanEvidence public:ScanEvidence
class ScanEvidence(TypedDict):
    element: str
    offset: Optional[int]
    snippet: str


class _Finding(TypedDict):
    rule_id: str
    severity: Severity
    message: str


# openapi: v1:Finding public:Finding
class Finding(_Finding, total=False):
    vendor: str
    ids: List[str]
    count: int
    evidence: List[ScanEvidence]
    reference: str


# openapi: public:CallToAction
class CallToAction(TypedDict):
    href: str
    label: str
    honesty: str


# ---------------------------------------------------------------- v1 tariffs

HtsStatus = Literal["hit", "adjacent", "in_scope_no_bis14", "clear", "invalid"]
RateBasis = Literal["additional", "all_in"]


# openapi: public:duty_impact.request.answers v1:HtsLookupRequest.answers public:hts_lookup.request.answers
class DutyImpactAnswers(TypedDict, total=False):
    metal_15pct_by_weight: bool
    part_of_passenger_vehicle: bool
    part_of_mhd_vehicle: bool
    patented: bool
    thermal_imaging: bool
    for_use_with_unmanned_aircraft: bool
    critical_components_from_partners: bool
    wooden_kitchen_cabinet_part: bool
    usmca_qualifying: bool
    light_truck: bool
    exclusively_for_ag_or_industrial_equipment: bool
    onshoring_plan: bool
    mfn_pricing_agreement: bool
    civil_aircraft_article: bool


class _HtsLookupRequest(TypedDict):
    codes: List[str]


# openapi: v1:HtsLookupRequest
class HtsLookupRequest(_HtsLookupRequest, total=False):
    as_of: str
    country_of_origin: str
    origin_country: str
    answers: DutyImpactAnswers


# openapi: v1:AdjacentHit public:AdjacentHit
class AdjacentHit(TypedDict):
    code_heading: str
    article_slug: str
    article_name: str
    proposed_rate: float


# openapi: v1:OtherRate public:OtherRate
class OtherRate(TypedDict):
    chapter99_heading: str
    rate_pct: float
    rate_basis: RateBasis
    applies_to: str


# openapi: v1:HtsLookupDetail.also_listed_on[] public:HtsLookupDetail.also_listed_on[]
class AlsoListedOn(TypedDict):
    list_id: str
    list: str
    chapter99_heading: str
    rate_pct: float


class _InScopeBy(TypedDict):
    kind: Literal["metal_chapter", "action"]


# openapi: v1:HtsLookupDetail.in_scope_by[] public:HtsLookupDetail.in_scope_by[]
class InScopeBy(_InScopeBy, total=False):
    chapter: str
    action_id: str
    name: str
    chapter99_heading: str
    rate_pct: float
    rate_basis: RateBasis
    value_base: Literal["full_value", "copper_content"]
    condition: str


# openapi: v1:HtsLookupDetail.notes[] public:HtsLookupDetail.notes[]
class LookupNote(TypedDict):
    code: Literal["data_gap", "unknown_statistical_line", "weight_15pct_condition", "conditional_exemption", "invalid_code", "inherited_listing", "action_condition", "deleted_line", "eight_digit_code", "after_data_through"]
    message: str


# openapi: v1:HtsLookupDetail.outcomes[].exclusion_headings[] public:HtsLookupDetail.outcomes[].exclusion_headings[] public:duty_impact.response.200.per_code[].outcomes[].exclusion_headings[]
class ExclusionHeading(TypedDict):
    chapter99_heading: str
    text: str  # ends "no Section 232 duty under note NN"


class _LookupOutcome(TypedDict):
    when: Optional[str]
    chapter99_heading: Optional[str]
    rate_pct: Optional[float]
    rate_basis: Optional[RateBasis]


# openapi: v1:HtsLookupDetail.outcomes[] public:HtsLookupDetail.outcomes[]
class LookupOutcome(_LookupOutcome, total=False):
    exclusion_headings: List[ExclusionHeading]  # only where the outcome rests on one


class _HtsLookupDetail(TypedDict):
    regime: str
    as_of: str
    matching_provision: Optional[str]
    chapter99_heading: Optional[str]
    list: Optional[str]
    list_id: Optional[str]
    metal: Optional[Literal["steel", "aluminum", "copper", "mixed"]]
    rate_pct: Optional[float]
    rate_basis: Optional[RateBasis]
    value_base: Optional[Literal["full_value", "metal_content"]]
    other_rates: List[OtherRate]
    also_listed_on: List[AlsoListedOn]
    in_scope_by: List[InScopeBy]
    citations: List[str]
    data_revision: str
    hts_revision: str
    sources_as_of: str
    data_through: str  # the date the data run through; a later as_of: later actions are not known
    notes: List[LookupNote]


# openapi: v1:HtsLookupDetail public:HtsLookupDetail
class HtsLookupDetail(_HtsLookupDetail, total=False):
    successors: List[str]  # only on a line a revision deleted: the lines its goods are now under
    lines: List[str]  # only on an 8-digit code: the 10-digit lines under it that day
    outcomes: List[LookupOutcome]
    questions: List[str]


class _HtsLookupResult(TypedDict):
    code: str
    hit: bool
    in_scope: bool
    status: HtsStatus
    adjacent_hits: List[AdjacentHit]


# openapi: v1:HtsLookupResult public:HtsLookupResult
class HtsLookupResult(_HtsLookupResult, total=False):
    detail: HtsLookupDetail


# openapi: v1:HtsLookupResponse
class HtsLookupResponse(TypedDict):
    results: List[HtsLookupResult]


# ---------------------------------------------------------------- v1 pixels


class _ScanRequest(TypedDict):
    url: str


# openapi: v1:ScanRequest
class ScanRequest(_ScanRequest, total=False):
    max_age: int


# openapi: v1:ScanReport
class ScanReport(TypedDict):
    score: int
    findings: List[Finding]
    severity_counts: SeverityCounts


# ---------------------------------------------------------------- v1 entries (locked stub)


# openapi: v1:GccGenerateRequest.product_info
class GccProductInfo(TypedDict, total=False):
    name: str
    model: str
    sku: str
    place_of_manufacture: str
    date_of_manufacture: str


# openapi: v1:GccGenerateRequest.manufacturer
class GccManufacturer(TypedDict, total=False):
    name: str
    address: str
    contact_email: str


# openapi: v1:GccGenerateRequest.testing_lab
class GccTestingLab(TypedDict, total=False):
    name: str
    accreditation_id: str
    test_date: str


class _GccGenerateRequest(TypedDict):
    product_info: GccProductInfo
    manufacturer: GccManufacturer
    testing_lab: GccTestingLab


# openapi: v1:GccGenerateRequest
class GccGenerateRequest(_GccGenerateRequest, total=False):
    cpsc_rules_cited: List[str]


# ---------------------------------------------------------------- public tools


class _ScanStorefrontRequest(TypedDict):
    url: str


# openapi: public:scan_storefront.request
class ScanStorefrontRequest(_ScanStorefrontRequest, total=False):
    email: str


# openapi: public:scan_storefront.response.200.honesty
class ScanStorefrontHonesty(TypedDict):
    support: str
    not_clearance: bool
    not_fix_pack: bool
    not_checkout_proof: bool


# openapi: public:TagInventoryEntry
class TagInventoryEntry(TypedDict):
    vendor: str
    ids: List[str]
    rule_ids: List[str]


# openapi: public:scan_storefront.response.200
class ScanStorefrontResult(TypedDict):
    ok: Literal[True]
    tool: Literal["scan_storefront"]
    source: str
    wraps: str
    citation: str
    monitorCta: CallToAction
    honesty: ScanStorefrontHonesty
    final_url: str
    scanned_at: str
    fetched_at: str
    cached: bool
    score: int
    severity_counts: SeverityCounts
    findings: List[Finding]
    inventory: List[TagInventoryEntry]
    platform: Optional[str]
    cannot_see: List[str]


class _ReadinessCheckRequest(TypedDict):
    storeUrl: str


# openapi: public:readiness_check.request
class ReadinessCheckRequest(_ReadinessCheckRequest, total=False):
    url: str
    htsCode: str
    email: str


# openapi: public:readiness_check.response.200.honesty
class ReadinessHonesty(TypedDict):
    support: str
    not_clearance: bool
    not_filing_service: bool
    not_legal_advice: bool


# openapi: public:readiness_check.response.200.classification
class ReadinessClassification(TypedDict):
    childrens_product: Optional[bool]
    certificate_expected: Literal["CPC", "GCC", "possibly_none"]
    category: Optional[str]
    reasons: List[str]
    applicable_rules: List["ApplicableRule"]


# openapi: public:ApplicableRule
class ApplicableRule(TypedDict):
    """One rule for the product: status expected (a certificate cites it), one_of, if (binds only under the reason's condition), on_product (a duty on the product the listing cannot show) or hazard."""

    rule: str
    title: str
    status: Literal["expected", "one_of", "if", "on_product", "hazard"]
    reason: str
    provision: Optional[str]
    quote: Optional[str]
    evidence: List["Evidence"]


# openapi: public:Evidence
class Evidence(TypedDict):
    source: str
    snippet: str


# openapi: public:EfilingElement.shown[]
class EfilingFact(TypedDict):
    fact: str
    value: str
    evidence: Evidence


# openapi: public:EfilingElement
class EfilingElement(TypedDict):
    """One of the seven 16 CFR 1110 eFiling data elements: the facts the page shows for it and the parts it does not."""

    element: int
    name: str
    status: Literal["shown", "partial", "missing"]
    shown: List[EfilingFact]
    missing: List[str]


# openapi: public:readiness_check.response.200.checks[]
class ReadinessCheckItem(TypedDict):
    id: str
    points_earned: float
    points_possible: float
    status: Literal["pass", "partial", "fail", "not_applicable"]
    message: str
    citation: str
    evidence: List[Evidence]


# openapi: public:readiness_check.response.200.caps[]
class ReadinessCap(TypedDict):
    limit: float
    reason: str


# openapi: public:readiness_check.response.200.contradictions[]
class ReadinessContradiction(TypedDict):
    id: str
    penalty: float
    message: str
    evidence: List[Evidence]


# openapi: public:EfilingFiling.registry_reference
class EfilingRegistryReference(TypedDict):
    identifier: str
    evidence: Evidence


# openapi: public:EfilingFiling
class EfilingFiling(TypedDict):
    """Who files the certificate data with CBP (the importer), the two ways, and from when (2026-07-08; 2027-01-08 for foreign-trade-zone entries)."""

    who_files: str
    ways: List[str]
    required_from: str
    foreign_trade_zone_from: str
    registry_reference: Optional[EfilingRegistryReference]
    provision: str
    quote: Optional[str]
    unverified: Optional[str]


# openapi: public:ReadinessBlocker
class ReadinessBlocker(TypedDict):
    """What overrules the score: a ban or statutory violation (band not_ready) or a requirement for ready not met; quote is None where the provision's text was not reachable."""

    id: str
    kind: Literal["ban", "statutory_violation", "red_flag", "ready_requirement"]
    provision: str
    quote: Optional[str]
    message: str
    evidence: List[Evidence]


class _ReadinessCheckResult(TypedDict):
    ok: Literal[True]
    tool: Literal["readiness_check"]
    source: str
    wraps: str
    citation: str
    soloCta: CallToAction
    honesty: ReadinessHonesty
    final_url: str
    fetched_at: str
    score: int
    band: Literal["ready", "gaps", "not_ready"]
    classification: ReadinessClassification
    checks: List[ReadinessCheckItem]
    caps: List[ReadinessCap]
    contradictions: List[ReadinessContradiction]
    blockers: List[ReadinessBlocker]
    efiling_elements: List[EfilingElement]
    efiling_elements_missing: List[str]
    efiling_filing: "EfilingFiling"
    facts: Dict[str, Any]
    statement: str


# openapi: public:readiness_check.response.200
class ReadinessCheckResult(_ReadinessCheckResult, total=False):
    # Present only when the page goes past what one check reads: one line per bound (partial report).
    limits_reached: List[str]


CountryOfOrigin = Literal["canada", "mexico", "eu", "china", "japan", "south_korea", "other"]


class _HtsLookupToolRequest(TypedDict):
    htsCodes: List[str]


# openapi: public:hts_lookup.request
class HtsLookupToolRequest(_HtsLookupToolRequest, total=False):
    countryOfOrigin: str
    originCountry: str
    answers: DutyImpactAnswers
    asOf: str
    email: str


# openapi: public:hts_lookup.response.200.honesty
class HtsLookupToolHonesty(TypedDict):
    support: str
    not_clearance: bool
    not_legal_advice: bool


# openapi: public:hts_lookup.response.200
class HtsLookupToolResult(TypedDict):
    ok: Literal[True]
    tool: Literal["hts_lookup"]
    source: str
    wraps: str
    citation: str
    watchlistCta: CallToAction
    honesty: HtsLookupToolHonesty
    as_of: str
    results: List[HtsLookupResult]




# openapi: public:duty_impact.response.200.per_code[].questions[]
class DutyImpactQuestion(TypedDict):
    id: str
    question: str
    citation: str


class _DutyImpactRequest(TypedDict):
    htsCodes: List[str]
    annualImportValueUsd: float
    countryOfOrigin: CountryOfOrigin


# openapi: public:duty_impact.request
class DutyImpactRequest(_DutyImpactRequest, total=False):
    originCountry: str
    answers: DutyImpactAnswers
    asOf: str
    email: str


# openapi: public:duty_impact.response.200.honesty
class DutyImpactHonesty(TypedDict):
    support: str
    not_clearance: bool
    not_legal_advice: bool
    not_customs_broker: bool
    email_required_trial: bool


# openapi: public:duty_impact.response.200.estimate_usd public:duty_impact.response.200.per_code[].estimate_usd public:draft_comment_letter.response.200.duty_impact.estimate_usd public:duty_impact.response.200.ordinary_duty_usd public:duty_impact.response.200.total_duty_usd public:duty_impact.response.200.per_code[].total_duty_usd public:draft_comment_letter.response.200.duty_impact.ordinary_duty_usd public:draft_comment_letter.response.200.duty_impact.total_duty_usd public:duty_impact.response.200.parts[].usd public:duty_impact.response.200.per_code[].parts[].usd public:draft_comment_letter.response.200.duty_impact.parts[].usd
class EstimateRange(TypedDict):
    low: float
    mid: float
    high: float


# openapi: public:duty_impact.response.200.origin_country
class OriginCountry(TypedDict):
    code: str
    name: str


# openapi: public:duty_impact.response.200.order_of_magnitude public:draft_comment_letter.response.200.duty_impact.order_of_magnitude
class OrderOfMagnitude(TypedDict):
    power: Optional[float]
    label: str


# openapi: public:duty_impact.response.200.per_code[].ordinary_rate
class OrdinaryRate(TypedDict):
    text: Optional[str]
    pct: Optional[float]
    line: Optional[str]


class _DutyOutcome(TypedDict):
    when: Optional[str]
    chapter99_heading: Optional[str]
    rate_pct: Optional[float]
    rate_basis: Optional[RateBasis]
    factor_low: float
    factor_high: float


# openapi: public:duty_impact.response.200.per_code[].outcomes[]
class DutyOutcome(_DutyOutcome, total=False):
    exclusion_headings: List[ExclusionHeading]  # only where the outcome rests on one


# openapi: public:duty_impact.response.200.parts[] public:duty_impact.response.200.per_code[].parts[] public:draft_comment_letter.response.200.duty_impact.parts[]
class DutyPart(TypedDict):
    part: Literal["ordinary", "section232", "section301", "note52", "note50", "note51"]
    label: str
    chapter99_heading: Optional[str]
    rate_pct: Optional[float]
    rate_basis: Optional[RateBasis]
    value_base: Optional[str]
    usd: EstimateRange  # what the part adds, its own low to high
    when: Optional[str]  # the fact the part depends on; None when owed for certain
    authority: str
    effective_from: Optional[str]
    effective_to: Optional[str]
    citations: List[str]
    secondary: bool  # membership rests on a secondary (derived) list


class _DutyImpactPerCode(TypedDict):
    code: str
    status: HtsStatus
    factor: float
    factor_low: float
    factor_high: float
    rate_pct: Optional[float]
    rate_basis: Optional[RateBasis]
    value_base: Optional[Literal["full_value", "metal_content", "copper_content"]]
    value_base_share: Optional[float]
    share_of_value: float
    load_factor: float
    load_factor_group: Optional[str]
    basis: str
    estimate_usd: EstimateRange
    ordinary_rate: OrdinaryRate
    ordinary_duty_usd: float
    total_duty_usd: EstimateRange
    outcomes: List[DutyOutcome]
    deciding_facts: List[str]
    questions: List[DutyImpactQuestion]
    parts: List[DutyPart]


# openapi: public:duty_impact.response.200.per_code[]
class DutyImpactPerCode(_DutyImpactPerCode, total=False):
    expanded_from: str  # only on a line of an 8-digit code given: that code (NNNN.NN.NN)


# openapi: public:duty_impact.response.200.load_factor.groups[]
class LoadFactorGroup(TypedDict):
    group: str
    factor: float
    reasoning: str


# openapi: public:duty_impact.response.200.load_factor
class LoadFactor(TypedDict):
    country: str
    groups: List[LoadFactorGroup]


# openapi: public:duty_impact.response.200
class DutyImpactResult(TypedDict):
    ok: Literal[True]
    tool: Literal["duty_impact"]
    source: str
    wraps: str
    citation: str
    watchlistCta: CallToAction
    honesty: DutyImpactHonesty
    as_of: str
    regime: str
    country_of_origin: str
    origin_country: Optional[OriginCountry]
    annual_import_value_usd: float
    estimate_usd: EstimateRange  # the Section 232 duty only: one part of total_duty_usd
    ordinary_duty_usd: EstimateRange  # the ordinary (column 1) duty
    total_duty_usd: EstimateRange  # the figure to show first: every modelled part
    parts: List[DutyPart]  # what total_duty_usd adds up from
    not_included: List[str]  # what no total includes (not modelled)
    order_of_magnitude: OrderOfMagnitude
    per_code: List[DutyImpactPerCode]
    load_factor: LoadFactor
    assumptions: List[str]
    citations: List[str]
    data_gaps: List[str]
    hts_revision: str
    sources_as_of: str
    data_through: str  # the date the data run through; a later as_of: later actions are not known


# openapi: public:draft_comment_letter.request.facts
class LetterFacts(TypedDict, total=False):
    domesticAvailability: str
    supplyChain: str
    jobs: str


class _LetterDraftRequest(TypedDict):
    company: str
    contactName: str
    position: Literal["oppose", "support"]
    htsCodes: List[str]


# openapi: public:draft_comment_letter.request
class LetterDraftRequest(_LetterDraftRequest, total=False):
    title: str
    email: str
    docketId: str
    inclusionRequestId: str
    annualImportValueUsd: float
    countryOfOrigin: CountryOfOrigin
    asOf: str
    """The letter's date (UTC), YYYY-MM-DD; default today."""
    facts: LetterFacts


# openapi: public:draft_comment_letter.response.200.honesty
class LetterHonesty(TypedDict):
    support: str
    not_legal_advice: bool
    not_filed: bool
    not_customs_broker: bool


# openapi: public:draft_comment_letter.response.200.letter
class Letter(TypedDict):
    subject: str
    text: str
    markdown: str
    filename: str


# openapi: public:draft_comment_letter.response.200.duty_impact
class LetterDutyImpact(TypedDict):
    as_of: str
    regime: str
    country_of_origin: str
    annual_import_value_usd: float
    estimate_usd: EstimateRange  # the Section 232 duty only: one part of total_duty_usd
    ordinary_duty_usd: EstimateRange  # the ordinary (column 1) duty: the other part
    total_duty_usd: EstimateRange  # the figure the letter leads with
    parts: List[DutyPart]
    not_included: List[str]
    order_of_magnitude: OrderOfMagnitude
    assumptions: List[str]
    citations: List[str]


# openapi: public:draft_comment_letter.response.200.docket.window
class LetterDocketWindow(TypedDict):
    status: Literal["open", "closed", "unknown"]
    round: Optional[int]
    opens: Optional[str]
    closes: Optional[str]
    next_opens: Optional[str]
    source: Optional[str]


# openapi: public:draft_comment_letter.response.200.docket
class LetterDocket(TypedDict):
    id: str
    known: bool
    """False for a docket the service does not know: title, action, takes and the window's source are None."""
    title: Optional[str]
    action: Optional[str]
    takes: Optional[str]
    as_of: str
    window: LetterDocketWindow
    notice: str
    """The sentences the letter opens with; remove them before filing."""


# openapi: public:draft_comment_letter.response.200
class LetterDraftResult(TypedDict):
    ok: Literal[True]
    tool: Literal["draft_comment_letter"]
    source: str
    wraps: str
    citation: str
    watchlistCta: CallToAction
    honesty: LetterHonesty
    as_of: str
    docket_id: str
    docket: LetterDocket
    inclusion_request_id: Optional[str]
    position: Literal["oppose", "support"]
    letter: Letter
    lookups: List[HtsLookupResult]
    duty_impact: Optional[LetterDutyImpact]
