// Which choking-hazard statements a listing needs, as FHSA section 24 (15 U.S.C. 1278) and
// 16 CFR 1500.19(b) bound them by age (data/cpsc/provisions.json quotes the texts):
// - a toy or game with small parts, for ages 3 to 6 (1278(a)(1); the rule's "under 6");
// - a latex balloon, or a toy containing one, whatever the age (1278(b)(1));
// - a small ball or a marble itself, "intended for children 3 years of age or older": no upper
//   age (1278(b)(1)): a bag of bouncy balls for 10+ still needs it;
// - a toy or game that contains a small ball or a marble, for ages 3 to under 8 (16 CFR
//   1500.19(b), as the issue reads it; that text was not reachable here): a marble run for 8+
//   does not.
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
  /** The statements that satisfy it: sold loose (the product is the ball) or contained in a toy. */
  loose: ChokingWarningKind[];
  contained: ChokingWarningKind[];
  citation: { loose: string; contained: string };
  /** Below this age (years) the statement is required of a toy that contains the item; null = any age. */
  containedBelowYears: number | null;
  /** Below this age the statement is required of the item sold loose; null = any age. */
  looseBelowYears: number | null;
  anyProduct: boolean;
}

const BALL_CITATION = { loose: '15 U.S.C. 1278(b)(1); 16 CFR 1500.19(b)', contained: '16 CFR 1500.19(b) (toys for ages 3 to under 8); 15 U.S.C. 1278(b)(1)' };

const RULES: Record<HazardKind, NeedRule> = {
  small_parts: {
    label: 'small-parts warning', loose: ['small_parts'], contained: ['small_parts'],
    citation: { loose: '15 U.S.C. 1278(a)(1); 16 CFR 1500.19(b)(1)', contained: '15 U.S.C. 1278(a)(1); 16 CFR 1500.19(b)(1)' },
    containedBelowYears: 6, looseBelowYears: 6, anyProduct: false,
  },
  small_ball: {
    label: 'small-ball warning', loose: ['is_small_ball', 'contains_small_ball'], contained: ['contains_small_ball', 'is_small_ball'],
    citation: BALL_CITATION, containedBelowYears: 8, looseBelowYears: null, anyProduct: false,
  },
  ball_unknown_size: {
    label: 'small-ball warning (if a ball is 1.75 in. / 44.4 mm or less)', loose: ['is_small_ball', 'contains_small_ball'], contained: ['contains_small_ball', 'is_small_ball'],
    citation: BALL_CITATION, containedBelowYears: 8, looseBelowYears: null, anyProduct: false,
  },
  marble: {
    label: 'marble warning', loose: ['is_marble', 'contains_marble'], contained: ['contains_marble', 'is_marble'],
    citation: { loose: '15 U.S.C. 1278(b)(1); 16 CFR 1500.19(b)', contained: '16 CFR 1500.19(b) (toys for ages 3 to under 8); 15 U.S.C. 1278(b)(1)' },
    containedBelowYears: 8, looseBelowYears: null, anyProduct: false,
  },
  balloon: {
    label: 'balloon warning', loose: ['balloons'], contained: ['balloons'],
    citation: { loose: '15 U.S.C. 1278(b)(1); 16 CFR 1500.19(b)(2)', contained: '15 U.S.C. 1278(b)(1); 16 CFR 1500.19(b)(2)' },
    containedBelowYears: null, looseBelowYears: null, anyProduct: true,
  },
};

// The product is the ball, marble or balloon itself when its name says so and does not go on to
// name a toy built around it ("marble run", "ball pit", "balloon pump").
const ITEM_WORD: Partial<Record<HazardKind, RegExp>> = {
  small_ball: /\bballs?\b(?![\s-]+(?:run|track|maze|game|set|kit|launcher|pit|tower|toy|coaster|shooter|machine|pump|popper|blaster|gun|drop|ramp))/i,
  ball_unknown_size: /\bballs?\b(?![\s-]+(?:run|track|maze|game|set|kit|launcher|pit|tower|toy|coaster|shooter|machine|pump|popper|blaster|gun|drop|ramp))/i,
  marble: /\bmarbles?\b(?![\s-]+(?:run|track|maze|game|set|kit|launcher|tower|toy|coaster|shooter|machine|drop|ramp|roller|race))/i,
  balloon: /\bballoons?\b(?![\s-]+(?:pump|arch|stand|garland kit|inflator|weights?))/i,
};

/** Is the listed product the item itself (sold loose), rather than a toy containing it? */
export function soldLoose(facts: ProductFacts, hazard: HazardKind): boolean {
  const re = ITEM_WORD[hazard];
  const name = facts.name[0]?.value;
  return re !== undefined && name !== undefined && re.test(name);
}

export function warningNeeds(facts: ProductFacts, listing: ClassifiedListing): WarningNeed[] {
  const { classification, age } = listing;
  const toyContext = classification.childrens_product === true || classification.category === 'toys';
  const needs: WarningNeed[] = [];
  for (const hazard of facts.hazards) {
    const rule = RULES[hazard.value];
    if (!rule.anyProduct && (!toyContext || classification.childrens_product === false)) continue;
    const loose = soldLoose(facts, hazard.value);
    const below = loose ? rule.looseBelowYears : rule.containedBelowYears;
    // Graded entirely at or above the statement's age band: not required.
    if (below !== null && age?.min_years != null && age.min_years >= below) continue;
    needs.push({
      hazard: hazard.value, label: rule.label, accepts: loose ? rule.loose : rule.contained,
      citation: loose ? rule.citation.loose : rule.citation.contained,
      certainty: hazard.value === 'ball_unknown_size' ? 'possible' : 'required', evidence: hazard.evidence,
    });
  }
  return needs;
}
