package dutyscout

import "context"

// TariffsService holds Tariffs.HTS.
type TariffsService struct{ HTS *HTSService }

// HTSService looks HTS codes up.
type HTSService struct{ c *Client }

// Lookup looks 1 to 50 HTS codes (strings: leading zeros matter) up against the dated Section
// 232 lists (POST /api/v1/tariffs/hts/lookup). WithAsOf picks the day.
func (s *HTSService) Lookup(ctx context.Context, codes []string, opts ...Option) (*HTSLookupResponse, error) {
	o := s.c.callOptions(opts)
	if codes == nil {
		codes = []string{}
	}
	out := &HTSLookupResponse{}
	if err := s.c.post(ctx, "/api/v1/tariffs/hts/lookup", HTSLookupRequest{Codes: codes, AsOf: o.asOf}, out, o); err != nil {
		return nil, err
	}
	return out, nil
}

// PixelsService scans storefronts.
type PixelsService struct{ c *Client }

// Scan reports the legacy, duplicated or drifting tags of a storefront page (POST /api/v1/pixels/scan).
// WithMaxAge accepts a recent cached copy.
func (s *PixelsService) Scan(ctx context.Context, url string, opts ...Option) (*ScanReport, error) {
	o := s.c.callOptions(opts)
	out := &ScanReport{}
	if err := s.c.post(ctx, "/api/v1/pixels/scan", ScanRequest{URL: url, MaxAge: o.maxAge}, out, o); err != nil {
		return nil, err
	}
	return out, nil
}

// EntriesService holds Entries.GCC.
type EntriesService struct{ GCC *GCCService }

// GCCService is the locked GCC contract stub.
type GCCService struct{ c *Client }

// Generate calls the locked contract stub POST /api/v1/entries/gcc/generate: after the key checks
// it always returns a *BetaError (403 beta). dutyscout never issues, signs, certifies or files a GCC or CPC.
func (s *GCCService) Generate(ctx context.Context, req GCCGenerateRequest, opts ...Option) error {
	return s.c.post(ctx, "/api/v1/entries/gcc/generate", req, nil, s.c.callOptions(opts))
}

// ToolsService holds the public tools: no key needed.
type ToolsService struct{ c *Client }

// ScanStorefront is the public storefront tag scan.
func (s *ToolsService) ScanStorefront(ctx context.Context, req ScanStorefrontRequest, opts ...Option) (*ScanStorefrontResult, error) {
	out := &ScanStorefrontResult{}
	if err := s.c.post(ctx, "/api/mcp/pixels/scan_storefront", req, out, s.c.callOptions(opts)); err != nil {
		return nil, err
	}
	return out, nil
}

// ReadinessCheck is the public product-listing readiness check.
func (s *ToolsService) ReadinessCheck(ctx context.Context, req ReadinessCheckRequest, opts ...Option) (*ReadinessCheckResult, error) {
	out := &ReadinessCheckResult{}
	if err := s.c.post(ctx, "/api/mcp/entries/readiness_check", req, out, s.c.callOptions(opts)); err != nil {
		return nil, err
	}
	return out, nil
}

// HTSLookup is the public Section 232 lookup of 1 to 50 HTS codes (no key needed): the v1
// lookup's results.
func (s *ToolsService) HTSLookup(ctx context.Context, req HTSLookupToolRequest, opts ...Option) (*HTSLookupToolResult, error) {
	if req.HTSCodes == nil {
		req.HTSCodes = []string{}
	}
	out := &HTSLookupToolResult{}
	if err := s.c.post(ctx, "/api/mcp/tariffs/hts_lookup", req, out, s.c.callOptions(opts)); err != nil {
		return nil, err
	}
	return out, nil
}

// DutyImpact is the public order-of-magnitude duty-impact estimate (US dollars a year).
func (s *ToolsService) DutyImpact(ctx context.Context, req DutyImpactRequest, opts ...Option) (*DutyImpactResult, error) {
	if req.HTSCodes == nil {
		req.HTSCodes = []string{}
	}
	out := &DutyImpactResult{}
	if err := s.c.post(ctx, "/api/mcp/tariffs/duty_impact", req, out, s.c.callOptions(opts)); err != nil {
		return nil, err
	}
	return out, nil
}

// DraftCommentLetter drafts a Section 232 comment letter (no key needed); the service files
// nothing and stores nothing.
func (s *ToolsService) DraftCommentLetter(ctx context.Context, req LetterDraftRequest, opts ...Option) (*LetterDraftResult, error) {
	if req.HTSCodes == nil {
		req.HTSCodes = []string{}
	}
	out := &LetterDraftResult{}
	if err := s.c.post(ctx, "/api/letters/draft", req, out, s.c.callOptions(opts)); err != nil {
		return nil, err
	}
	return out, nil
}
