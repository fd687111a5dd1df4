// Which choking-hazard statements a listing needs (FHSA section 24; 16 CFR 1500.19(b),
// 1500.20): toys with small parts for ages 3 to under 6, small balls for 3 to under 8,
// marbles for 3 and up, and latex balloons whatever the age.
import type { ClassifiedListing } from './classify.ts';
import type { ChokingWarningKind, Evidence, HazardKind, ProductFacts } from './types.ts';

export interface WarningNeed {
  hazard: HazardKind;
  label: string;
  accepts: ChokingWarningKind[];
  citation: string;
  /** 'possible' when the page does not say enough (a ball of unknown size). */
  certainty: 'required' | 'possible';
  evidence: Evidence;
}

interface NeedRule {
  label: string;
  accepts: ChokingWarningKind[];
  citation: string;
  /** The statement is for toys intended for children under this age (years); null = any age. */
  belowYears: number | null;
  anyProduct: boolean;
}

const RULES: Record<HazardKind, NeedRule> = {
  small_parts: { label: 'small-parts warning', accepts: ['small_parts'], citation: '16 CFR 1500.19(b)(1)', belowYears: 6, anyProduct: false },
  small_ball: { label: 'small-ball warning', accepts: ['is_small_ball', 'contains_small_ball'], citation: '16 CFR 1500.19(b)(4)', belowYears: 8, anyProduct: false },
  ball_unknown_size: { label: 'small-ball warning (if a ball is 1.75 in. / 44.4 mm or less)', accepts: ['is_small_ball', 'contains_small_ball'], citation: '16 CFR 1500.19(b)(4)', belowYears: 8, anyProduct: false },
  marble: { label: 'marble warning', accepts: ['is_marble', 'contains_marble'], citation: '16 CFR 1500.19(b)(5)', belowYears: null, anyProduct: false },
  balloon: { label: 'balloon warning', accepts: ['balloons'], citation: '16 CFR 1500.19(b)(2)', belowYears: null, anyProduct: true },
};

export function warningNeeds(facts: ProductFacts, listing: ClassifiedListing): WarningNeed[] {
  const { classification, age } = listing;
  const toyContext = classification.childrens_product === true || classification.category === 'toys';
  const needs: WarningNeed[] = [];
  for (const hazard of facts.hazards) {
    const rule = RULES[hazard.value];
    if (!rule.anyProduct && (!toyContext || classification.childrens_product === false)) continue;
    // A toy graded entirely above the statement's age band does not need it.
    if (rule.belowYears !== null && age?.min_years != null && age.min_years >= rule.belowYears) continue;
    needs.push({
      hazard: hazard.value, label: rule.label, accepts: rule.accepts, citation: rule.citation,
      certainty: hazard.value === 'ball_unknown_size' ? 'possible' : 'required', evidence: hazard.evidence,
    });
  }
  return needs;
}
