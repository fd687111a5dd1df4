// Product-listing readiness: how much of the evidence a certifier will need is visible on a
// public listing. Evidence completeness, never compliance: this never issues, signs, certifies
// or files a GCC or CPC.
import { parseHtsCode } from '../tariffs/hts-code.ts';
import { classify, type Classification } from './classify.ts';
import { efilingElements, efilingElementsMissing, type EfilingElement } from './efiling.ts';
import { efilingFiling, type EfilingFiling } from './efiling-filing.ts';
import { extractProductFacts } from './product-facts.ts';
import { scoreListing, type ReadinessBand } from './rubric.ts';
import type { Contradiction, ReadinessCheck, ScoreCap } from './rubric-types.ts';
import type { Blocker } from './verdict.ts';
import type { ProductFacts } from './types.ts';
import { limitsReached } from './limits.ts';
import { PageLimits } from '../html/page-limits.ts';

export type { Classification } from './classify.ts';
export type { ReadinessBand } from './rubric.ts';
export type { Blocker } from './verdict.ts';
export type { CheckId, CheckStatus, Contradiction, ReadinessCheck, ScoreCap } from './rubric-types.ts';
export type { Evidence, EvidenceSource, Fact, ProductFacts } from './types.ts';
export type { EfilingElement, EfilingFact, EfilingStatus } from './efiling.ts';
export type { EfilingFiling } from './efiling-filing.ts';

export const NOT_A_CERTIFICATE_STATEMENT =
  'This is not a certificate. It reports how much of the evidence a certifier would need is visible on the listing; ' +
  'it is not a compliance finding. dutyscout does not issue, sign, certify or file a General Certificate of Conformity (GCC) ' +
  'or a Children\'s Product Certificate (CPC): under 16 CFR 1110 the certifier is the manufacturer or the importer of record.';

export interface ReadinessReport {
  score: number;
  band: ReadinessBand;
  classification: Classification;
  checks: ReadinessCheck[];
  caps: ScoreCap[];
  contradictions: Contradiction[];
  /** Why the band is not what the score alone would give: bans and statutory violations (not_ready), unmet requirements for ready. */
  blockers: Blocker[];
  /** The seven eFiling data elements (15 U.S.C. 2063(g)(1); 16 CFR 1110), each with the facts that fill it and the parts not shown. */
  efiling_elements: EfilingElement[];
  efiling_elements_missing: string[];
  /** Who files the certificate data (the importer), the two ways, and from when (FTZ entries later). */
  efiling_filing: EfilingFiling;
  facts: ProductFacts;
  statement: string;
  /** Present only when the page goes past what one check reads (limits.ts): each bound, in a clause. */
  limits_reached?: string[];
}

export interface ReadinessOptions {
  /** Where the listing was found: relative certificate links are resolved against it. */
  url?: string;
  /** Already normalised NNNN.NN.NNNN, or undefined. */
  htsCode?: string;
  /** The moment "within a year" is measured from (defaults to now). */
  now?: Date;
}

/** A readiness request that cannot be answered as given: a 400 naming the field, raised before any page is fetched. */
export class ReadinessError extends Error {
  override name = 'ReadinessError';
  readonly code = 'invalid_request';
  readonly details: Array<{ path: string; message: string }>;
  constructor(path: string, message: string) {
    super(`Invalid request body: ${path}: ${message}`);
    this.details = [{ path, message }];
  }
}

/** Certificate links as the buyer would follow them: relative hrefs resolved against the listing's URL. */
function resolveCertificateLinks(facts: ProductFacts, base: string): void {
  for (const cert of facts.certificates) {
    if (!cert.value.url) continue;
    try {
      cert.value.url = new URL(cert.value.url, base).href;
    } catch {
      // An unparsable href or base stays as the page wrote it.
    }
  }
}

export function assessReadiness(html: string, opts: ReadinessOptions = {}): ReadinessReport {
  let hts: { code: string; digits: string } | null = null;
  if (opts.htsCode !== undefined) {
    const parsed = parseHtsCode(opts.htsCode);
    if (!parsed.ok) throw new ReadinessError('htsCode', `invalid HTS code ${JSON.stringify(opts.htsCode)}: ${parsed.reason}`);
    hts = { code: parsed.code, digits: parsed.digits };
  }
  const limits = new PageLimits();
  const facts = extractProductFacts(html, limits);
  if (opts.url) resolveCertificateLinks(facts, opts.url);
  const listing = classify(facts, hts);
  const rubric = scoreListing(facts, listing, opts.now ?? new Date());
  const efiling = efilingElements(facts, listing.classification);
  const report: ReadinessReport = {
    score: rubric.score,
    band: rubric.band,
    classification: listing.classification,
    checks: rubric.checks,
    caps: rubric.caps,
    contradictions: rubric.contradictions,
    blockers: rubric.blockers,
    efiling_elements: efiling,
    efiling_elements_missing: efilingElementsMissing(efiling),
    efiling_filing: efilingFiling(facts),
    facts,
    statement: NOT_A_CERTIFICATE_STATEMENT,
  };
  const reached = limitsReached(limits);
  if (reached !== undefined) report.limits_reached = reached;
  return report;
}
