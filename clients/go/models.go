package dutyscout

// Request and response models of both OpenAPI documents: /openapi.yaml ("v1") and
// /api/openapi.json ("public"). JSON tags are the wire names. Each model names the schema it
// mirrors in an "openapi:" comment; test/clients/models.test.ts fails when a schema's field is
// missing here (or a field here is not in the schema). Codes are always strings; a nullable
// field is a pointer.

// ---------------------------------------------------------------- shared

// openapi: v1:ErrorEnvelope.details[] public:PublicToolFailure.details[]
type ErrorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// openapi: v1:ErrorEnvelope
type ErrorEnvelope struct {
	Error     string        `json:"error"`
	Message   string        `json:"message"`
	Contact   string        `json:"contact"`
	RequestID string        `json:"request_id"`
	Details   []ErrorDetail `json:"details,omitempty"`
}

// openapi: public:PublicToolFailure
type PublicToolFailure struct {
	OK        bool          `json:"ok"`
	Tool      string        `json:"tool"`
	Error     string        `json:"error"`
	Message   string        `json:"message"`
	Contact   string        `json:"contact"`
	RequestID string        `json:"request_id"`
	Details   []ErrorDetail `json:"details,omitempty"`
}

// openapi: v1:SeverityCounts public:SeverityCounts
type SeverityCounts struct {
	Info  int `json:"info"`
	Warn  int `json:"warn"`
	Error int `json:"error"`
}

// openapi: v1:ScanEvidence public:ScanEvidence
type ScanEvidence struct {
	Element string `json:"element"`
	// Offset is the UTF-8 byte offset in the page; nil for drift findings.
	Offset  *int   `json:"offset"`
	Snippet string `json:"snippet"`
}

// openapi: v1:Finding public:Finding
type Finding struct {
	RuleID    string         `json:"rule_id"`
	Severity  string         `json:"severity"` // info, warn or error
	Message   string         `json:"message"`
	Vendor    string         `json:"vendor,omitempty"`
	IDs       []string       `json:"ids,omitempty"`
	Count     int            `json:"count,omitempty"`
	Evidence  []ScanEvidence `json:"evidence,omitempty"`
	Reference string         `json:"reference,omitempty"`
}

// openapi: public:CallToAction
type CallToAction struct {
	Href    string `json:"href"`
	Label   string `json:"label"`
	Honesty string `json:"honesty"`
}

// ---------------------------------------------------------------- v1 tariffs

// openapi: v1:HtsLookupRequest
type HTSLookupRequest struct {
	Codes []string `json:"codes"`
	AsOf  string   `json:"as_of,omitempty"`
	// CountryOfOrigin is the origin group the detail's outcomes are for; empty: no treatment of a country's own.
	CountryOfOrigin string `json:"country_of_origin,omitempty"`
	// OriginCountry is an ISO 3166-1 alpha-2 code or English name; it implies CountryOfOrigin when that is empty.
	OriginCountry string             `json:"origin_country,omitempty"`
	Answers       *DutyImpactAnswers `json:"answers,omitempty"`
}

// openapi: v1:HtsLookupResponse
type HTSLookupResponse struct {
	Results []HTSLookupResult `json:"results"`
}

// openapi: v1:HtsLookupResult public:HtsLookupResult
type HTSLookupResult struct {
	Code         string           `json:"code"`
	Hit          bool             `json:"hit"`
	InScope      bool             `json:"in_scope"`
	Status       string           `json:"status"` // hit, adjacent, in_scope_no_bis14, clear or invalid
	AdjacentHits []AdjacentHit    `json:"adjacent_hits"`
	Detail       *HTSLookupDetail `json:"detail,omitempty"`
}

// openapi: v1:AdjacentHit public:AdjacentHit
type AdjacentHit struct {
	CodeHeading  string  `json:"code_heading"`
	ArticleSlug  string  `json:"article_slug"`
	ArticleName  string  `json:"article_name"`
	ProposedRate float64 `json:"proposed_rate"` // percent
}

// openapi: v1:HtsLookupDetail public:HtsLookupDetail
type HTSLookupDetail struct {
	Regime            string         `json:"regime"`
	AsOf              string         `json:"as_of"`
	MatchingProvision *string        `json:"matching_provision"`
	Chapter99Heading  *string        `json:"chapter99_heading"`
	List              *string        `json:"list"`
	ListID            *string        `json:"list_id"`
	Metal             *string        `json:"metal"`
	RatePct           *float64       `json:"rate_pct"`
	RateBasis         *string        `json:"rate_basis"` // additional or all_in
	ValueBase         *string        `json:"value_base"`
	OtherRates        []OtherRate    `json:"other_rates"`
	AlsoListedOn      []AlsoListedOn `json:"also_listed_on"`
	InScopeBy         []InScopeBy    `json:"in_scope_by"`
	Citations         []string       `json:"citations"`
	DataRevision      string         `json:"data_revision"`
	HTSRevision       string         `json:"hts_revision"`  // the HTS revision the data is current through
	SourcesAsOf       string         `json:"sources_as_of"` // publication date of the newest source
	DataThrough       string         `json:"data_through"`  // the date the data run through; later actions are not known
	Notes             []LookupNote   `json:"notes"`
	Successors        []string       `json:"successors,omitempty"` // only on a line a revision deleted
	Lines             []string       `json:"lines,omitempty"`      // only on an 8-digit code: its 10-digit lines that day
	// Outcomes is present where another Section 232 action covers the code: each way its duty can come out.
	Outcomes  []LookupOutcome `json:"outcomes,omitempty"`
	Questions []string        `json:"questions,omitempty"` // duty_impact's answers that decide between them
}

// openapi: v1:HtsLookupDetail.outcomes[] public:HtsLookupDetail.outcomes[]
type LookupOutcome struct {
	When             *string  `json:"when"`
	Chapter99Heading *string  `json:"chapter99_heading"`
	RatePct          *float64 `json:"rate_pct"`
	RateBasis        *string  `json:"rate_basis"`
	// ExclusionHeadings is present only where the outcome rests on one (9903.94.06, 9903.74.11, 9903.08.20 ...).
	ExclusionHeadings []ExclusionHeading `json:"exclusion_headings,omitempty"`
}

// openapi: v1:HtsLookupDetail.outcomes[].exclusion_headings[] public:HtsLookupDetail.outcomes[].exclusion_headings[] public:duty_impact.response.200.per_code[].outcomes[].exclusion_headings[]
type ExclusionHeading struct {
	Chapter99Heading string `json:"chapter99_heading"`
	Text             string `json:"text"` // ends "no Section 232 duty under note NN"
}

// openapi: v1:OtherRate public:OtherRate
type OtherRate struct {
	Chapter99Heading string  `json:"chapter99_heading"`
	RatePct          float64 `json:"rate_pct"`
	RateBasis        string  `json:"rate_basis"`
	AppliesTo        string  `json:"applies_to"`
}

// openapi: v1:HtsLookupDetail.also_listed_on[] public:HtsLookupDetail.also_listed_on[]
type AlsoListedOn struct {
	ListID           string  `json:"list_id"`
	List             string  `json:"list"`
	Chapter99Heading string  `json:"chapter99_heading"`
	RatePct          float64 `json:"rate_pct"`
}

// openapi: v1:HtsLookupDetail.in_scope_by[] public:HtsLookupDetail.in_scope_by[]
type InScopeBy struct {
	Kind             string   `json:"kind"` // metal_chapter or action
	Chapter          string   `json:"chapter,omitempty"`
	ActionID         string   `json:"action_id,omitempty"`
	Name             string   `json:"name,omitempty"`
	Chapter99Heading string   `json:"chapter99_heading,omitempty"`
	RatePct          *float64 `json:"rate_pct,omitempty"`
	RateBasis        string   `json:"rate_basis,omitempty"`
	ValueBase        string   `json:"value_base,omitempty"`
	// Condition is the fact, not told by the code, on which the action applies at all.
	Condition string `json:"condition,omitempty"`
}

// openapi: v1:HtsLookupDetail.notes[] public:HtsLookupDetail.notes[]
type LookupNote struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// ---------------------------------------------------------------- v1 pixels

// openapi: v1:ScanRequest
type ScanRequest struct {
	URL    string `json:"url"`
	MaxAge *int   `json:"max_age,omitempty"`
}

// openapi: v1:ScanReport
type ScanReport struct {
	Score          int            `json:"score"`
	Findings       []Finding      `json:"findings"`
	SeverityCounts SeverityCounts `json:"severity_counts"`
}

// ---------------------------------------------------------------- v1 entries (locked stub)

// openapi: v1:GccGenerateRequest
type GCCGenerateRequest struct {
	ProductInfo    GCCProductInfo  `json:"product_info"`
	Manufacturer   GCCManufacturer `json:"manufacturer"`
	TestingLab     GCCTestingLab   `json:"testing_lab"`
	CPSCRulesCited []string        `json:"cpsc_rules_cited,omitempty"`
}

// openapi: v1:GccGenerateRequest.product_info
type GCCProductInfo struct {
	Name               string `json:"name,omitempty"`
	Model              string `json:"model,omitempty"`
	SKU                string `json:"sku,omitempty"`
	PlaceOfManufacture string `json:"place_of_manufacture,omitempty"`
	DateOfManufacture  string `json:"date_of_manufacture,omitempty"` // YYYY-MM-DD
}

// openapi: v1:GccGenerateRequest.manufacturer
type GCCManufacturer struct {
	Name         string `json:"name,omitempty"`
	Address      string `json:"address,omitempty"`
	ContactEmail string `json:"contact_email,omitempty"`
}

// openapi: v1:GccGenerateRequest.testing_lab
type GCCTestingLab struct {
	Name            string `json:"name,omitempty"`
	AccreditationID string `json:"accreditation_id,omitempty"`
	TestDate        string `json:"test_date,omitempty"` // YYYY-MM-DD
}

// ---------------------------------------------------------------- public tools

// openapi: public:scan_storefront.request
type ScanStorefrontRequest struct {
	URL string `json:"url"`
	// Email is validated, never stored or logged.
	Email string `json:"email,omitempty"`
}

// openapi: public:scan_storefront.response.200.honesty
type ScanStorefrontHonesty struct {
	Support          string `json:"support"`
	NotClearance     bool   `json:"not_clearance"`
	NotFixPack       bool   `json:"not_fix_pack"`
	NotCheckoutProof bool   `json:"not_checkout_proof"`
}

// openapi: public:TagInventoryEntry
type TagInventoryEntry struct {
	Vendor  string   `json:"vendor"`
	IDs     []string `json:"ids"`
	RuleIDs []string `json:"rule_ids"`
}

// openapi: public:scan_storefront.response.200
type ScanStorefrontResult struct {
	OK             bool                  `json:"ok"`
	Tool           string                `json:"tool"`
	Source         string                `json:"source"`
	Wraps          string                `json:"wraps"`
	Citation       string                `json:"citation"` // echo verbatim
	MonitorCTA     CallToAction          `json:"monitorCta"`
	Honesty        ScanStorefrontHonesty `json:"honesty"`
	FinalURL       string                `json:"final_url"`
	ScannedAt      string                `json:"scanned_at"`
	FetchedAt      string                `json:"fetched_at"`
	Cached         bool                  `json:"cached"`
	Score          int                   `json:"score"`
	SeverityCounts SeverityCounts        `json:"severity_counts"`
	Findings       []Finding             `json:"findings"`
	Inventory      []TagInventoryEntry   `json:"inventory"`
	Platform       *string               `json:"platform"`
	CannotSee      []string              `json:"cannot_see"`
}

// openapi: public:readiness_check.request
type ReadinessCheckRequest struct {
	StoreURL string `json:"storeUrl"`
	// URL is an alias of StoreURL; when both are given they must be equal.
	URL     string `json:"url,omitempty"`
	HTSCode string `json:"htsCode,omitempty"`
	Email   string `json:"email,omitempty"`
}

// openapi: public:readiness_check.response.200.honesty
type ReadinessHonesty struct {
	Support          string `json:"support"`
	NotClearance     bool   `json:"not_clearance"`
	NotFilingService bool   `json:"not_filing_service"`
	NotLegalAdvice   bool   `json:"not_legal_advice"`
}

// openapi: public:readiness_check.response.200.classification
type ReadinessClassification struct {
	ChildrensProduct    *bool    `json:"childrens_product"`
	CertificateExpected string   `json:"certificate_expected"` // CPC, GCC or possibly_none
	Category            *string  `json:"category"`
	Reasons             []string `json:"reasons"`
	// The rules for the product from the service's rules table.
	ApplicableRules []ApplicableRule `json:"applicable_rules"`
}

// ApplicableRule is one rule for the product: Status "expected" (a certificate cites it),
// "one_of", "if" (binds only under Reason's condition), "on_product" (a duty on the product the
// listing cannot show) or "hazard"; Provision and Quote are nil where none is quoted.
// openapi: public:ApplicableRule
type ApplicableRule struct {
	Rule      string     `json:"rule"`
	Title     string     `json:"title"`
	Status    string     `json:"status"`
	Reason    string     `json:"reason"`
	Provision *string    `json:"provision"`
	Quote     *string    `json:"quote"`
	Evidence  []Evidence `json:"evidence"`
}

// openapi: public:Evidence
type Evidence struct {
	Source  string `json:"source"`
	Snippet string `json:"snippet"`
}

// EfilingFact is a fact that fills an eFiling element: its primary value and where it was read.
// openapi: public:EfilingElement.shown[]
type EfilingFact struct {
	Fact     string   `json:"fact"`
	Value    string   `json:"value"`
	Evidence Evidence `json:"evidence"`
}

// EfilingElement is one of the seven 16 CFR 1110 eFiling data elements: the facts the page
// shows for it and the parts it does not. Status is "shown", "partial" or "missing".
// openapi: public:EfilingElement
type EfilingElement struct {
	Element int           `json:"element"`
	Name    string        `json:"name"`
	Status  string        `json:"status"`
	Shown   []EfilingFact `json:"shown"`
	Missing []string      `json:"missing"`
}

// openapi: public:readiness_check.response.200.checks[]
type ReadinessCheckItem struct {
	ID             string     `json:"id"`
	PointsEarned   float64    `json:"points_earned"`
	PointsPossible float64    `json:"points_possible"`
	Status         string     `json:"status"` // pass, partial, fail or not_applicable
	Message        string     `json:"message"`
	Citation       string     `json:"citation"`
	Evidence       []Evidence `json:"evidence"`
}

// openapi: public:readiness_check.response.200.caps[]
type ReadinessCap struct {
	Limit  float64 `json:"limit"`
	Reason string  `json:"reason"`
}

// openapi: public:readiness_check.response.200.contradictions[]
type ReadinessContradiction struct {
	ID       string     `json:"id"`
	Penalty  float64    `json:"penalty"`
	Message  string     `json:"message"`
	Evidence []Evidence `json:"evidence"`
}

// EfilingFiling says who files the certificate data with CBP (the importer), the two ways
// (the full data set in ACE, or a CPSC Product Registry reference) and from when
// (RequiredFrom 2026-07-08; ForeignTradeZoneFrom 2027-01-08).
// openapi: public:EfilingFiling
type EfilingFiling struct {
	WhoFiles             string                    `json:"who_files"`
	Ways                 []string                  `json:"ways"`
	RequiredFrom         string                    `json:"required_from"`
	ForeignTradeZoneFrom string                    `json:"foreign_trade_zone_from"`
	RegistryReference    *EfilingRegistryReference `json:"registry_reference"`
	Provision            string                    `json:"provision"`
	Quote                *string                   `json:"quote"`
	Unverified           *string                   `json:"unverified"`
}

// openapi: public:EfilingFiling.registry_reference
type EfilingRegistryReference struct {
	Identifier string   `json:"identifier"`
	Evidence   Evidence `json:"evidence"`
}

// ReadinessBlocker is what overrules the score: Kind "ban" or "statutory_violation" (band
// not_ready), "red_flag" or "ready_requirement" (band at best gaps). Quote is nil where the provision's
// text was not reachable.
// openapi: public:ReadinessBlocker
type ReadinessBlocker struct {
	ID        string     `json:"id"`
	Kind      string     `json:"kind"`
	Provision string     `json:"provision"`
	Quote     *string    `json:"quote"`
	Message   string     `json:"message"`
	Evidence  []Evidence `json:"evidence"`
}

// openapi: public:readiness_check.response.200
type ReadinessCheckResult struct {
	OK                     bool                     `json:"ok"`
	Tool                   string                   `json:"tool"`
	Source                 string                   `json:"source"`
	Wraps                  string                   `json:"wraps"`
	Citation               string                   `json:"citation"`
	SoloCTA                CallToAction             `json:"soloCta"`
	Honesty                ReadinessHonesty         `json:"honesty"`
	FinalURL               string                   `json:"final_url"`
	FetchedAt              string                   `json:"fetched_at"`
	Score                  int                      `json:"score"`
	Band                   string                   `json:"band"` // ready, gaps or not_ready
	Classification         ReadinessClassification  `json:"classification"`
	Checks                 []ReadinessCheckItem     `json:"checks"`
	Caps                   []ReadinessCap           `json:"caps"`
	Contradictions         []ReadinessContradiction `json:"contradictions"`
	Blockers               []ReadinessBlocker       `json:"blockers"`
	EfilingElements        []EfilingElement         `json:"efiling_elements"`
	EfilingElementsMissing []string                 `json:"efiling_elements_missing"`
	EfilingFiling          EfilingFiling            `json:"efiling_filing"`
	// Facts is every product fact read from the page, each with its evidence.
	Facts     map[string]any `json:"facts"`
	Statement string         `json:"statement"`
	// LimitsReached is present only when the page goes past what one check reads: one line per
	// bound; the report is then partial.
	LimitsReached []string `json:"limits_reached,omitempty"`
}

// openapi: public:hts_lookup.request
type HTSLookupToolRequest struct {
	// HTSCodes are 1 to 50 HTS codes, as strings (leading zeros matter).
	HTSCodes []string `json:"htsCodes"`
	// CountryOfOrigin is the origin group the detail's outcomes are for.
	CountryOfOrigin string `json:"countryOfOrigin,omitempty"`
	// OriginCountry is an ISO 3166-1 alpha-2 code or English name; it implies CountryOfOrigin when that is empty.
	OriginCountry string             `json:"originCountry,omitempty"`
	Answers       *DutyImpactAnswers `json:"answers,omitempty"`
	// AsOf is the day to answer for, YYYY-MM-DD (UTC); empty means today.
	AsOf  string `json:"asOf,omitempty"`
	Email string `json:"email,omitempty"`
}

// openapi: public:hts_lookup.response.200.honesty
type HTSLookupToolHonesty struct {
	Support        string `json:"support"`
	NotClearance   bool   `json:"not_clearance"`
	NotLegalAdvice bool   `json:"not_legal_advice"`
}

// openapi: public:hts_lookup.response.200
type HTSLookupToolResult struct {
	OK           bool                 `json:"ok"`
	Tool         string               `json:"tool"`
	Source       string               `json:"source"`
	Wraps        string               `json:"wraps"`
	Citation     string               `json:"citation"`
	WatchlistCTA CallToAction         `json:"watchlistCta"`
	Honesty      HTSLookupToolHonesty `json:"honesty"`
	// AsOf is the day the answers are for (UTC).
	AsOf string `json:"as_of"`
	// Results has one result per code, in request order: the v1 lookup's results.
	Results []HTSLookupResult `json:"results"`
}

// openapi: public:duty_impact.request
type DutyImpactRequest struct {
	HTSCodes []string `json:"htsCodes"`
	// AnnualImportValueUSD is US dollars per year.
	AnnualImportValueUSD float64 `json:"annualImportValueUsd"`
	// CountryOfOrigin is canada, mexico, eu, china, japan, south_korea or other.
	CountryOfOrigin string `json:"countryOfOrigin"`
	// OriginCountry is the country inside CountryOfOrigin: ISO 3166-1 alpha-2 or an English name; empty means the group only.
	OriginCountry string `json:"originCountry,omitempty"`
	// Answers to the questions DutyImpactPerCode.Questions names; nil fields are unanswered.
	Answers *DutyImpactAnswers `json:"answers,omitempty"`
	// AsOf is the day to estimate for, YYYY-MM-DD (UTC); empty means today.
	AsOf  string `json:"asOf,omitempty"`
	Email string `json:"email,omitempty"`
}

// openapi: public:duty_impact.response.200.honesty
type DutyImpactHonesty struct {
	Support            string `json:"support"`
	NotClearance       bool   `json:"not_clearance"`
	NotLegalAdvice     bool   `json:"not_legal_advice"`
	NotCustomsBroker   bool   `json:"not_customs_broker"`
	EmailRequiredTrial bool   `json:"email_required_trial"`
}

// openapi: public:duty_impact.response.200.estimate_usd public:duty_impact.response.200.per_code[].estimate_usd public:draft_comment_letter.response.200.duty_impact.estimate_usd public:duty_impact.response.200.ordinary_duty_usd public:duty_impact.response.200.total_duty_usd public:duty_impact.response.200.per_code[].total_duty_usd public:draft_comment_letter.response.200.duty_impact.ordinary_duty_usd public:draft_comment_letter.response.200.duty_impact.total_duty_usd public:duty_impact.response.200.parts[].usd public:duty_impact.response.200.per_code[].parts[].usd public:draft_comment_letter.response.200.duty_impact.parts[].usd
type EstimateRange struct {
	Low  float64 `json:"low"`
	Mid  float64 `json:"mid"`
	High float64 `json:"high"`
}

// openapi: public:duty_impact.request.answers v1:HtsLookupRequest.answers public:hts_lookup.request.answers
type DutyImpactAnswers struct {
	Metal15pctByWeight                    *bool `json:"metal_15pct_by_weight,omitempty"`
	PartOfPassengerVehicle                *bool `json:"part_of_passenger_vehicle,omitempty"`
	PartOfMhdVehicle                      *bool `json:"part_of_mhd_vehicle,omitempty"`
	Patented                              *bool `json:"patented,omitempty"`
	ThermalImaging                        *bool `json:"thermal_imaging,omitempty"`
	ForUseWithUnmannedAircraft            *bool `json:"for_use_with_unmanned_aircraft,omitempty"`
	CriticalComponentsFromPartners        *bool `json:"critical_components_from_partners,omitempty"`
	WoodenKitchenCabinetPart              *bool `json:"wooden_kitchen_cabinet_part,omitempty"`
	UsmcaQualifying                       *bool `json:"usmca_qualifying,omitempty"`
	LightTruck                            *bool `json:"light_truck,omitempty"`
	ExclusivelyForAgOrIndustrialEquipment *bool `json:"exclusively_for_ag_or_industrial_equipment,omitempty"`
	OnshoringPlan                         *bool `json:"onshoring_plan,omitempty"`
	MfnPricingAgreement                   *bool `json:"mfn_pricing_agreement,omitempty"`
	CivilAircraftArticle                  *bool `json:"civil_aircraft_article,omitempty"`
}

// openapi: public:duty_impact.response.200.per_code[].questions[]
type DutyImpactQuestion struct {
	ID       string `json:"id"`
	Question string `json:"question"`
	Citation string `json:"citation"`
}

// openapi: public:duty_impact.response.200.origin_country
type OriginCountry struct {
	Code string `json:"code"` // ISO 3166-1 alpha-2
	Name string `json:"name"`
}

// openapi: public:duty_impact.response.200.order_of_magnitude public:draft_comment_letter.response.200.duty_impact.order_of_magnitude
type OrderOfMagnitude struct {
	Power *float64 `json:"power"`
	Label string   `json:"label"`
}

// openapi: public:duty_impact.response.200.parts[] public:duty_impact.response.200.per_code[].parts[] public:draft_comment_letter.response.200.duty_impact.parts[]
type DutyPart struct {
	Part             string        `json:"part"` // ordinary, section232, section301, note52, note50 or note51
	Label            string        `json:"label"`
	Chapter99Heading *string       `json:"chapter99_heading"`
	RatePct          *float64      `json:"rate_pct"`
	RateBasis        *string       `json:"rate_basis"`
	ValueBase        *string       `json:"value_base"`
	USD              EstimateRange `json:"usd"`  // what the part adds, its own low to high
	When             *string       `json:"when"` // the fact the part depends on; nil when owed for certain
	Authority        string        `json:"authority"`
	EffectiveFrom    *string       `json:"effective_from"`
	EffectiveTo      *string       `json:"effective_to"`
	Citations        []string      `json:"citations"`
	Secondary        bool          `json:"secondary"` // membership rests on a secondary (derived) list
}

// openapi: public:duty_impact.response.200.per_code[]
type DutyImpactPerCode struct {
	Code            string               `json:"code"`
	Status          string               `json:"status"`
	Factor          float64              `json:"factor"`
	FactorLow       float64              `json:"factor_low"`
	FactorHigh      float64              `json:"factor_high"`
	RatePct         *float64             `json:"rate_pct"`
	RateBasis       *string              `json:"rate_basis"`
	ValueBase       *string              `json:"value_base"`
	ValueBaseShare  *float64             `json:"value_base_share"`
	ShareOfValue    float64              `json:"share_of_value"`
	LoadFactor      float64              `json:"load_factor"`
	LoadFactorGroup *string              `json:"load_factor_group"`
	Basis           string               `json:"basis"`
	EstimateUSD     EstimateRange        `json:"estimate_usd"` // Section 232 duty
	OrdinaryRate    OrdinaryRate         `json:"ordinary_rate"`
	OrdinaryDutyUSD float64              `json:"ordinary_duty_usd"`
	TotalDutyUSD    EstimateRange        `json:"total_duty_usd"`
	Outcomes        []DutyOutcome        `json:"outcomes"`
	DecidingFacts   []string             `json:"deciding_facts"`
	Questions       []DutyImpactQuestion `json:"questions"`
	Parts           []DutyPart           `json:"parts"`
	ExpandedFrom    string               `json:"expanded_from,omitempty"` // only on a line of an 8-digit code given
}

// openapi: public:duty_impact.response.200.per_code[].ordinary_rate
type OrdinaryRate struct {
	Text *string  `json:"text"`
	Pct  *float64 `json:"pct"` // nil for a rate that is not a share of value (specific, compound or other; left out of the figure)
	Line *string  `json:"line"`
}

// openapi: public:duty_impact.response.200.per_code[].outcomes[]
type DutyOutcome struct {
	When             *string  `json:"when"`
	Chapter99Heading *string  `json:"chapter99_heading"`
	RatePct          *float64 `json:"rate_pct"`
	RateBasis        *string  `json:"rate_basis"`
	FactorLow        float64  `json:"factor_low"`
	FactorHigh       float64  `json:"factor_high"`
	// ExclusionHeadings is present only where the outcome rests on one.
	ExclusionHeadings []ExclusionHeading `json:"exclusion_headings,omitempty"`
}

// openapi: public:duty_impact.response.200.load_factor.groups[]
type LoadFactorGroup struct {
	Group     string  `json:"group"`
	Factor    float64 `json:"factor"`
	Reasoning string  `json:"reasoning"`
}

// openapi: public:duty_impact.response.200.load_factor
type LoadFactor struct {
	Country string            `json:"country"`
	Groups  []LoadFactorGroup `json:"groups"`
}

// openapi: public:duty_impact.response.200
type DutyImpactResult struct {
	OK                   bool                `json:"ok"`
	Tool                 string              `json:"tool"`
	Source               string              `json:"source"`
	Wraps                string              `json:"wraps"`
	Citation             string              `json:"citation"`
	WatchlistCTA         CallToAction        `json:"watchlistCta"`
	Honesty              DutyImpactHonesty   `json:"honesty"`
	AsOf                 string              `json:"as_of"`
	Regime               string              `json:"regime"`
	CountryOfOrigin      string              `json:"country_of_origin"`
	OriginCountry        *OriginCountry      `json:"origin_country"` // nil when originCountry was not given
	AnnualImportValueUSD float64             `json:"annual_import_value_usd"`
	EstimateUSD          EstimateRange       `json:"estimate_usd"`      // Section 232 duty only: one part of TotalDutyUSD
	OrdinaryDutyUSD      EstimateRange       `json:"ordinary_duty_usd"` // the ordinary (column 1) duty
	TotalDutyUSD         EstimateRange       `json:"total_duty_usd"`    // the figure to show first: every modelled part
	Parts                []DutyPart          `json:"parts"`             // what TotalDutyUSD adds up from
	NotIncluded          []string            `json:"not_included"`      // what no total includes (not modelled)
	OrderOfMagnitude     OrderOfMagnitude    `json:"order_of_magnitude"`
	PerCode              []DutyImpactPerCode `json:"per_code"`
	LoadFactor           LoadFactor          `json:"load_factor"`
	Assumptions          []string            `json:"assumptions"`
	Citations            []string            `json:"citations"`
	DataGaps             []string            `json:"data_gaps"`
	HTSRevision          string              `json:"hts_revision"`
	SourcesAsOf          string              `json:"sources_as_of"`
	DataThrough          string              `json:"data_through"` // the date the data run through
}

// openapi: public:draft_comment_letter.request.facts
type LetterFacts struct {
	// DomesticAvailability is whether and where the product is made in the United States, in the submitter's words.
	DomesticAvailability string `json:"domesticAvailability,omitempty"`
	SupplyChain          string `json:"supplyChain,omitempty"`
	Jobs                 string `json:"jobs,omitempty"`
}

// openapi: public:draft_comment_letter.request
type LetterDraftRequest struct {
	Company     string `json:"company"`
	ContactName string `json:"contactName"`
	Title       string `json:"title,omitempty"`
	// Email is used only in the draft: never stored or logged.
	Email string `json:"email,omitempty"`
	// Position is oppose or support.
	Position string   `json:"position"`
	HTSCodes []string `json:"htsCodes"`
	// DocketID defaults to BIS-2025-0023 (the BIS Section 232 inclusions docket).
	DocketID           string `json:"docketId,omitempty"`
	InclusionRequestID string `json:"inclusionRequestId,omitempty"`
	// AnnualImportValueUSD, with CountryOfOrigin, makes the letter state the duty-impact range.
	AnnualImportValueUSD *float64 `json:"annualImportValueUsd,omitempty"`
	CountryOfOrigin      string   `json:"countryOfOrigin,omitempty"`
	// AsOf is the letter's date (UTC), YYYY-MM-DD; default today. Lookups, estimate and docket window answer for it.
	AsOf  string       `json:"asOf,omitempty"`
	Facts *LetterFacts `json:"facts,omitempty"`
}

// openapi: public:draft_comment_letter.response.200.honesty
type LetterHonesty struct {
	Support          string `json:"support"`
	NotLegalAdvice   bool   `json:"not_legal_advice"`
	NotFiled         bool   `json:"not_filed"`
	NotCustomsBroker bool   `json:"not_customs_broker"`
}

// openapi: public:draft_comment_letter.response.200.letter
type Letter struct {
	Subject  string `json:"subject"`
	Text     string `json:"text"`
	Markdown string `json:"markdown"`
	Filename string `json:"filename"`
}

// openapi: public:draft_comment_letter.response.200.duty_impact
type LetterDutyImpact struct {
	AsOf                 string           `json:"as_of"`
	Regime               string           `json:"regime"`
	CountryOfOrigin      string           `json:"country_of_origin"`
	AnnualImportValueUSD float64          `json:"annual_import_value_usd"`
	EstimateUSD          EstimateRange    `json:"estimate_usd"`      // Section 232 duty only: one part of TotalDutyUSD
	OrdinaryDutyUSD      EstimateRange    `json:"ordinary_duty_usd"` // the ordinary (column 1) duty: the other part
	TotalDutyUSD         EstimateRange    `json:"total_duty_usd"`    // the figure the letter leads with
	Parts                []DutyPart       `json:"parts"`
	NotIncluded          []string         `json:"not_included"`
	OrderOfMagnitude     OrderOfMagnitude `json:"order_of_magnitude"`
	Assumptions          []string         `json:"assumptions"`
	Citations            []string         `json:"citations"`
}

// openapi: public:draft_comment_letter.response.200.docket.window
type LetterDocketWindow struct {
	// Status is open (both dates of a window stated and holding the day), closed or unknown.
	Status    string  `json:"status"`
	Round     *int    `json:"round"`
	Opens     *string `json:"opens"`
	Closes    *string `json:"closes"`
	NextOpens *string `json:"next_opens"`
	Source    *string `json:"source"`
}

// openapi: public:draft_comment_letter.response.200.docket
type LetterDocket struct {
	ID string `json:"id"`
	// Known is false for a docket the service does not know; Title, Action, Takes and the window's Source are then nil.
	Known  bool               `json:"known"`
	Title  *string            `json:"title"`
	Action *string            `json:"action"`
	Takes  *string            `json:"takes"`
	AsOf   string             `json:"as_of"`
	Window LetterDocketWindow `json:"window"`
	// Notice is the sentences the letter opens with; remove them before filing.
	Notice string `json:"notice"`
}

// openapi: public:draft_comment_letter.response.200
type LetterDraftResult struct {
	OK                 bool              `json:"ok"`
	Tool               string            `json:"tool"`
	Source             string            `json:"source"`
	Wraps              string            `json:"wraps"`
	Citation           string            `json:"citation"`
	WatchlistCTA       CallToAction      `json:"watchlistCta"`
	Honesty            LetterHonesty     `json:"honesty"`
	AsOf               string            `json:"as_of"`
	DocketID           string            `json:"docket_id"`
	Docket             LetterDocket      `json:"docket"`
	InclusionRequestID *string           `json:"inclusion_request_id"`
	Position           string            `json:"position"`
	Letter             Letter            `json:"letter"`
	Lookups            []HTSLookupResult `json:"lookups"`
	DutyImpact         *LetterDutyImpact `json:"duty_impact"`
}
