// The method surface: client.tariffs.hts.lookup, client.pixels.scan, client.entries.gcc.generate
// and client.tools.{scanStorefront, readinessCheck, htsLookup, dutyImpact, draftCommentLetter}. The same names in the Python
// and Go clients.
import { Core, type ClientOptions, type RequestOptions } from './core.ts';
import type {
  DutyImpactRequest,
  DutyImpactResult,
  GccGenerateRequest,
  HtsLookupResponse,
  HtsLookupToolRequest,
  HtsLookupToolResult,
  LetterDraftRequest,
  LetterDraftResult,
  ReadinessCheckRequest,
  ReadinessCheckResult,
  ScanReport,
  ScanStorefrontRequest,
  ScanStorefrontResult,
} from './models.ts';

export interface HtsLookupOptions extends RequestOptions {
  /** The day to answer for, YYYY-MM-DD (UTC); default today. */
  asOf?: string;
}

export interface ScanOptions extends RequestOptions {
  /** Seconds: accept a copy of the page fetched at most this long ago (0..3600). Default: live. */
  maxAge?: number;
}

class Hts {
  private readonly core: Core;
  constructor(core: Core) {
    this.core = core;
  }
  /** Looks 1 to 50 HTS codes up against the dated Section 232 lists (`POST /api/v1/tariffs/hts/lookup`). */
  lookup(codes: readonly string[], options: HtsLookupOptions = {}): Promise<HtsLookupResponse> {
    const { asOf, ...request } = options;
    return this.core.post('/api/v1/tariffs/hts/lookup', { codes, ...(asOf === undefined ? {} : { as_of: asOf }) }, request);
  }
}

class Gcc {
  private readonly core: Core;
  constructor(core: Core) {
    this.core = core;
  }
  /**
   * The locked contract stub `POST /api/v1/entries/gcc/generate`: it always throws BetaError
   * (403 `beta`) after the key checks. dutyscout never issues, signs, certifies or files a GCC or CPC.
   */
  generate(request: GccGenerateRequest, options: RequestOptions = {}): Promise<never> {
    return this.core.post('/api/v1/entries/gcc/generate', request, options);
  }
}

class Tools {
  private readonly core: Core;
  constructor(core: Core) {
    this.core = core;
  }
  /** The public storefront tag scan (no key needed). */
  scanStorefront(request: ScanStorefrontRequest, options: RequestOptions = {}): Promise<ScanStorefrontResult> {
    return this.core.post('/api/mcp/pixels/scan_storefront', request, options);
  }
  /** The public product-listing readiness check (no key needed). */
  readinessCheck(request: ReadinessCheckRequest, options: RequestOptions = {}): Promise<ReadinessCheckResult> {
    return this.core.post('/api/mcp/entries/readiness_check', request, options);
  }
  /** The public Section 232 lookup of 1 to 50 HTS codes (no key needed): the v1 lookup's results. */
  htsLookup(request: HtsLookupToolRequest, options: RequestOptions = {}): Promise<HtsLookupToolResult> {
    return this.core.post('/api/mcp/tariffs/hts_lookup', request, options);
  }
  /** The public order-of-magnitude duty-impact estimate (no key needed). */
  dutyImpact(request: DutyImpactRequest, options: RequestOptions = {}): Promise<DutyImpactResult> {
    return this.core.post('/api/mcp/tariffs/duty_impact', request, options);
  }
  /** Drafts a Section 232 comment letter (no key needed); the service files nothing and stores nothing. */
  draftCommentLetter(request: LetterDraftRequest, options: RequestOptions = {}): Promise<LetterDraftResult> {
    return this.core.post('/api/letters/draft', request, options);
  }
}

export class Dutyscout {
  readonly tariffs: { readonly hts: Hts };
  readonly pixels: { scan(url: string, options?: ScanOptions): Promise<ScanReport> };
  readonly entries: { readonly gcc: Gcc };
  readonly tools: Tools;
  private readonly core: Core;

  constructor(options: ClientOptions = {}) {
    const core = new Core(options);
    this.core = core;
    this.tariffs = { hts: new Hts(core) };
    this.pixels = {
      /** Scans a storefront page for legacy, duplicated or drifting tags (`POST /api/v1/pixels/scan`). */
      scan(url: string, options: ScanOptions = {}): Promise<ScanReport> {
        const { maxAge, ...request } = options;
        return core.post('/api/v1/pixels/scan', { url, ...(maxAge === undefined ? {} : { max_age: maxAge }) }, request);
      },
    };
    this.entries = { gcc: new Gcc(core) };
    this.tools = new Tools(core);
  }

  get baseUrl(): string {
    return this.core.baseUrl;
  }

  /** The key the calls send, or null for none (as the Python client's api_key). */
  get apiKey(): string | null {
    return this.core.apiKey;
  }
  get maxRetries(): number {
    return this.core.maxRetries;
  }
  get timeoutMs(): number {
    return this.core.timeoutMs;
  }
}
