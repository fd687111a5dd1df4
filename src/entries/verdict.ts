// The verdict in the order the law puts it (issue 39): bans and statutory violations first, each
// making the listing "not ready" with its provision named whatever the points; then what "ready"
// needs beyond points (a certificate or a stated intent to certify, the rules the product needs
// cited, for a children's product a lab identifier of a plausible form); the score's band last.
import type { ClassifiedListing } from './classify.ts';
import { provision } from './provisions.ts';
import type { ReadinessCheck } from './rubric-types.ts';
import type { Evidence, ProductFacts } from './types.ts';
import { soldLoose, warningNeeds } from './warning-needs.ts';

export type ReadinessBand = 'ready' | 'gaps' | 'not_ready';

export interface Blocker {
  id:
    | 'banned_small_parts_under_3' | 'banned_small_ball_under_3' | 'required_warning_missing'
    | 'no_certificate' | 'rules_not_cited' | 'no_plausible_lab_id'
    | 'sleepwear_not_flame_resistant' | 'sleepwear_disclaimer' | 'drawstring_outerwear';
  /**
   * A ban or statutory violation makes the verdict not_ready; a red flag (what the listing says
   * points at a violation the page cannot settle) and an unmet requirement keep it from ready.
   */
  kind: 'ban' | 'statutory_violation' | 'red_flag' | 'ready_requirement';
  provision: string;
  /** The provision's text as quoted in data/cpsc/provisions.json; null where it was not reachable. */
  quote: string | null;
  message: string;
  evidence: Evidence[];
}

/** A CPSC lab identifier as the CPSC's accepted-lab list numbers them: four digits. Form only. */
const LAB_ID_FORM = /^\d{4}$/;

function blocker(id: Blocker['id'], kind: Blocker['kind'], provisionId: string, message: string, evidence: Evidence[]): Blocker {
  const p = provision(provisionId);
  return { id, kind, provision: p.citation, quote: p.quote, message, evidence: evidence.slice(0, 3) };
}

/**
 * Intended for children under 3: the listing's age grade starts below 3 (or, with no lower bound,
 * ends by 3), or, with no grade, the HTS suffix says so.
 */
function underThree(l: ClassifiedListing): Evidence | null {
  if (l.age) {
    const { min_years: min, max_years: max } = l.age;
    return (min !== null ? min < 3 : max !== null && max <= 3) ? l.ageEvidence : null;
  }
  return l.htsAge?.band === 'under_3' ? l.htsAge.evidence : null;
}

function bans(f: ProductFacts, l: ClassifiedListing): Blocker[] {
  const under3 = underThree(l);
  const toy = l.classification.category === 'toys' || (l.classification.category === null && l.classification.childrens_product === true);
  // 16 CFR 1501.3(a): balloons are exempt from the small-parts ban.
  const balloon = f.hazards.some((h) => h.value === 'balloon') && soldLoose(f, 'balloon');
  if (!under3 || !toy || balloon) return [];
  const out: Blocker[] = [];
  const parts = f.hazards.find((h) => h.value === 'small_parts');
  const partsWarning = f.choking_warnings.find((w) => w.kind === 'small_parts');
  if (parts || partsWarning) {
    out.push(blocker('banned_small_parts_under_3', 'ban', 'ban_small_parts_under_3',
      'A toy intended for children under 3 that has small parts is a banned hazardous substance; a warning does not make it lawful.',
      [under3, ...(parts ? [parts.evidence] : []), ...(partsWarning ? [partsWarning.evidence] : [])]));
  }
  const ball = f.hazards.find((h) => h.value === 'small_ball');
  if (ball) {
    out.push(blocker('banned_small_ball_under_3', 'ban', 'ban_small_balls_under_3',
      'A small ball (1.75 in. / 44.4 mm or less, 16 CFR 1500.19(a)(2)) intended for children under 3 is banned.', [under3, ball.evidence]));
  }
  return out;
}

const BANNED_HAZARD: Partial<Record<Blocker['id'], string>> = { banned_small_parts_under_3: 'small_parts', banned_small_ball_under_3: 'small_ball' };

function violations(f: ProductFacts, l: ClassifiedListing, banned: Blocker[]): Blocker[] {
  // A hazard that is banned is answered by the ban: asking for its warning would suggest a warning makes it lawful.
  const answered = new Set(banned.map((b) => BANNED_HAZARD[b.id]));
  return warningNeeds(f, l)
    .filter((n) => n.certainty === 'required' && !answered.has(n.hazard) && !f.choking_warnings.some((w) => n.accepts.includes(w.kind)))
    .map((n) => blocker('required_warning_missing', 'statutory_violation',
      n.hazard === 'small_parts' ? 'warning_small_parts' : 'warning_balloons_balls_marbles',
      `Required, not shown on or immediately adjacent to the offer: the ${n.label} (${n.citation}; 15 U.S.C. 1278(c) and 16 CFR 1500.20 for internet advertising).`,
      [n.evidence]));
}

/**
 * What the product's own rules make of the listing's words (data/cpsc, applicable-rules.ts):
 * children's sleepwear said to be "not flame resistant" (without the snug-fitting label of a
 * tight-fitting garment), or disclaimed as "not intended for sleepwear" while sold as pajamas;
 * drawstrings on children's upper outerwear.
 */
function productRuleFlags(f: ProductFacts, l: ClassifiedListing): Blocker[] {
  const out: Blocker[] = [];
  const said = (id: string) => f.disclosures.find((d) => d.value === id);
  const childrensSleepwear = l.classification.category === 'sleepwear' && l.classification.childrens_product === true;
  if (childrensSleepwear) {
    const notFr = said('not flame resistant statement');
    const snug = f.disclosures.find((d) => d.value === 'sleepwear flammability label' && /snug|tight/i.test(d.evidence.snippet));
    if (notFr && !snug) {
      out.push(blocker('sleepwear_not_flame_resistant', 'statutory_violation', 'sleepwear_not_flame_resistant',
        'Children\'s sleepwear that the listing calls "not flame resistant", with no snug-fitting (tight-fitting garment) label: children\'s sleepwear must meet the flammability standard (16 CFR 1615 up to size 6X, 1616 sizes 7-14). The statement is not the sleepwear label: it says the garment lacks what the standard requires.',
        [notFr.evidence]));
    }
    const disclaimer = said('not-for-sleepwear disclaimer');
    if (disclaimer) {
      out.push(blocker('sleepwear_disclaimer', 'red_flag', 'sleepwear_by_use',
        'The listing sells the garment as children\'s sleepwear yet says it is not intended for sleepwear: the standards cover what is intended and promoted for sleeping, and a disclaimer does not take pajamas out of them.',
        [disclaimer.evidence, ...f.name.slice(0, 1).map((n) => n.evidence)]));
    }
  }
  const drawstring = l.classification.applicable_rules.find((r) => r.rule === '16 CFR 1120' && r.status === 'hazard');
  if (drawstring) {
    out.push(blocker('drawstring_outerwear', 'red_flag', 'drawstrings',
      `The listing shows drawstrings on children's upper outerwear (${drawstring.reason}): hood and neck drawstrings on upper outerwear in sizes 2T to 12 are listed as a substantial product hazard (16 CFR 1120). Whether these conform cannot be told from the page.`,
      drawstring.evidence));
  }
  return out;
}

function readyRequirements(f: ProductFacts, l: ClassifiedListing, checks: ReadinessCheck[]): Blocker[] {
  const out: Blocker[] = [];
  const { certificate_expected, childrens_product } = l.classification;
  if (certificate_expected === 'possibly_none') return out;
  if (f.certificates.length === 0) {
    out.push(blocker('no_certificate', 'ready_requirement', 'certificate',
      `No ${certificate_expected} linked, identified or stated on the listing, and no Product Registry reference.`, []));
  }
  const rules = checks.find((c) => c.id === 'cited_rules');
  if (rules && rules.status !== 'pass') {
    out.push(blocker('rules_not_cited', 'ready_requirement', 'certificate', `Not every rule the product needs is cited: ${rules.message}`, rules.evidence));
  }
  if (childrens_product === true) {
    const plausible = f.labs.find((x) => x.value.cpsc_lab_id !== null && LAB_ID_FORM.test(x.value.cpsc_lab_id) &&
      (x.value.cpsc_accepted_mentioned || /\bCPSC\b/i.test(x.evidence.snippet)));
    if (!plausible) {
      const shown = f.labs.find((x) => x.value.cpsc_lab_id !== null);
      out.push(blocker('no_plausible_lab_id', 'ready_requirement', 'third_party_testing',
        (shown
          ? `The lab identifier "${shown.value.cpsc_lab_id}" is not of the form of a CPSC lab ID (four digits, named as CPSC-accepted).`
          : f.labs.length > 0
            ? 'No CPSC lab ID: a lab name alone does not identify a CPSC-accepted third-party lab.'
            : 'No third-party lab or CPSC lab ID shown.') +
        ' Even a well-formed ID is only a form: this check cannot confirm that CPSC accepts the lab, or accepts it for the rules cited.',
        shown ? [shown.evidence] : f.labs.slice(0, 1).map((x) => x.evidence)));
    }
  }
  return out;
}

export function readinessBlockers(f: ProductFacts, l: ClassifiedListing, checks: ReadinessCheck[]): Blocker[] {
  const banned = bans(f, l);
  return [...banned, ...violations(f, l, banned), ...productRuleFlags(f, l), ...readyRequirements(f, l, checks)];
}

function scoreBand(score: number): ReadinessBand {
  if (score >= 80) return 'ready';
  if (score >= 50) return 'gaps';
  return 'not_ready';
}

/** The score's band, overruled: any ban or violation is not_ready; a red flag or an unmet requirement is at best gaps. */
export function verdictBand(score: number, blockers: Blocker[]): ReadinessBand {
  if (blockers.some((b) => b.kind === 'ban' || b.kind === 'statutory_violation')) return 'not_ready';
  const band = scoreBand(score);
  return band === 'ready' && blockers.length > 0 ? 'gaps' : band;
}
