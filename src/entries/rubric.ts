// The design note's rubric: ten checks (100 points), contradictions (-5 each), caps (a missing
// required choking warning caps at 49; a children's product without lab evidence at 69). The
// band is the verdict's (verdict.ts): bans and statutory violations overrule the points.
import type { ClassifiedListing } from './classify.ts';
import { normaliseCountry } from './countries.ts';
import {
  ageCheck, certificateCheck, chokingCheck, disclosuresCheck, identityCheck, labCheck,
  manufactureDateCheck, manufacturerCheck, originCheck, rulesCheck,
} from './rubric-checks.ts';
import type { CheckOutcome, Contradiction, ReadinessCheck, ScoreCap } from './rubric-types.ts';
import type { ProductFacts } from './types.ts';
import { readinessBlockers, verdictBand, type Blocker, type ReadinessBand } from './verdict.ts';

export type { Blocker, ReadinessBand } from './verdict.ts';

export const CONTRADICTION_PENALTY = 5;

export interface RubricResult {
  score: number;
  band: ReadinessBand;
  checks: ReadinessCheck[];
  caps: ScoreCap[];
  contradictions: Contradiction[];
  blockers: Blocker[];
}

/** Countries of origin as one spelling each, in the order the listing gives them. */
export function distinctCountries(facts: ProductFacts): string[] {
  return [...new Set(facts.country_of_origin.map((c) => normaliseCountry(c.value) ?? c.value))];
}

function findContradictions(facts: ProductFacts, listing: ClassifiedListing): Contradiction[] {
  const out: Contradiction[] = [];
  // 16 CFR 1501 bans small parts in toys for under 3: an under-3 line on a listing that warns
  // "Not for children under 3 yrs." cannot both be right.
  const underThreeWarnings = facts.choking_warnings.filter((w) => w.kind !== 'balloons');
  if (listing.htsAge?.band === 'under_3' && underThreeWarnings.length > 0) {
    out.push({
      id: 'under_3_hts_with_choking_warning',
      penalty: CONTRADICTION_PENALTY,
      message: `HTS ${listing.hts!.code} declares a toy for children under 3, but the listing warns it is not for children under 3 (${underThreeWarnings.map((w) => w.kind).join(', ')}).`,
      evidence: [listing.htsAge.evidence, ...underThreeWarnings.slice(0, 2).map((w) => w.evidence)],
    });
  }
  // The listing names two brands, models or GTINs for one product: an eFiling can carry one.
  for (const c of facts.conflicts) {
    out.push({
      id: 'identity_values_disagree',
      penalty: CONTRADICTION_PENALTY,
      message: `The listing states ${c.values.length} different ${c.field === 'gtin' ? 'GTINs' : `${c.field}s`}: ${c.values.map((v) => `"${v.value}" (${v.evidence.source})`).join(', ')}; the first is reported.`,
      evidence: c.values.slice(0, 3).map((v) => v.evidence),
    });
  }
  return out;
}

export function scoreListing(facts: ProductFacts, listing: ClassifiedListing, now: Date): RubricResult {
  const outcomes: CheckOutcome[] = [
    identityCheck(facts),
    manufacturerCheck(facts),
    originCheck(facts, distinctCountries(facts)),
    ageCheck(facts, listing),
    chokingCheck(facts, listing),
    rulesCheck(facts, listing),
    labCheck(facts, listing, now),
    certificateCheck(facts),
    manufactureDateCheck(facts),
    disclosuresCheck(facts, listing),
  ];
  const checks = outcomes.map((o) => o.check);
  const caps = outcomes.flatMap((o) => (o.cap ? [o.cap] : [])).sort((a, b) => a.limit - b.limit);
  const contradictions = findContradictions(facts, listing);
  const earned = checks.reduce((sum, c) => sum + c.points_earned, 0);
  let score = Math.max(0, earned - contradictions.reduce((sum, c) => sum + c.penalty, 0));
  for (const cap of caps) score = Math.min(score, cap.limit);
  const blockers = readinessBlockers(facts, listing, checks);
  return { score, band: verdictBand(score, blockers), checks, caps, contradictions, blockers };
}
