// Headings a note prints beside an action for articles the action's text reaches but that
// qualify otherwise: an exclusion ("no change" / "the duty provided in the applicable
// subheading") or a USMCA treatment. Each is an outcome under the answer to one question; the
// action's own outcome holds under the other answer. Quotes: HTS 2026 Rev 20 notes 33, 37, 38 and
// the Rev 18 text of note 43 (shared/data/section232/hts-2026-rev10-rev20/revisions/).

import type { RateBasis } from './dataset-types.ts';
import type { Origin } from './origin.ts';
import type { QuestionId, Requirement } from './questions.ts';

export interface AlternativeHeading {
  heading: string;
  question: QuestionId;
  /** The answer under which this heading applies (the action's own heading holds under the other). */
  holds_when: boolean;
  /** 'none': no Section 232 duty; 'non_us_content': the action's rate on the value that is not U.S. content (unknown: 0 to all of it); 'rate': the heading's own rate. */
  duty: 'none' | 'non_us_content' | 'rate';
  /** The heading's rate, for duty 'rate'. */
  rate?: { pct: number; basis: RateBasis };
  /** Further answers under which this heading (and not a sibling) applies. */
  also?: readonly Requirement[];
  /** Not offered where the origin has a partner treatment of the action: how the two meet is not settled by the texts held. */
  not_for_partners?: boolean;
  text: string;
}

interface Entry extends AlternativeHeading {
  applies: (digits: string, origin: Origin) => boolean;
}

const USMCA_ORIGIN = (_: string, o: Origin) => o.group === 'canada' || o.group === 'mexico';
const NOT_A_DRONE = (d: string) => !d.startsWith('8806');
const NOT_FOR_DRONES: Entry = {
  heading: '9903.08.20', question: 'for_use_with_unmanned_aircraft', holds_when: false, duty: 'none', applies: NOT_A_DRONE,
  text: 'articles of note 43(c) "that are not for use in or with the products described therein" (heading 9903.08.20: no change): no Section 232 duty under note 43',
};

const BY_ACTION: Record<string, readonly Entry[]> = {
  'drones-43c1': [NOT_FOR_DRONES],
  'drones-43c2': [NOT_FOR_DRONES],
  'kitchen-cabinets': [{
    heading: '9903.76.04', question: 'wooden_kitchen_cabinet_part', holds_when: false, duty: 'none', applies: () => true,
    text: 'products of note 37(f) "that are other than completed wooden kitchen cabinets or vanities or parts of wooden kitchen cabinets or vanities" (U.S. note 37(g), heading 9903.76.04: the duty provided in the applicable subheading): no Section 232 duty under note 37',
  }],
  'auto-parts': [{
    heading: '9903.94.06', question: 'usmca_qualifying', holds_when: true, duty: 'none', applies: USMCA_ORIGIN,
    text: 'automobile parts "eligible for special tariff treatment under the United States-Mexico-Canada Agreement (USMCA), other than automobile knock-down kits or parts compilations" (U.S. note 33(h)(i), heading 9903.94.06): no Section 232 duty under note 33',
  }],
  'mhd-parts': [{
    heading: '9903.74.10', question: 'usmca_qualifying', holds_when: true, duty: 'none', applies: USMCA_ORIGIN,
    text: 'medium- and heavy-duty vehicle parts "that qualify for preferential tariff treatment under the United States-Mexico-Canada Agreement (USMCA)" (U.S. note 38(k), heading 9903.74.10): no Section 232 duty under note 38',
  }],
  autos: [{
    heading: '9903.94.03', question: 'usmca_qualifying', holds_when: true, duty: 'non_us_content', applies: USMCA_ORIGIN,
    text: 'USMCA-eligible passenger vehicles and light trucks whose U.S. content the Secretary of Commerce approved: the duty on the value that is not U.S. content (U.S. note 33(d), heading 9903.94.03)',
  }],
  'mhd-vehicles': [{
    heading: '9903.74.03', question: 'usmca_qualifying', holds_when: true, duty: 'non_us_content', applies: USMCA_ORIGIN,
    text: 'USMCA-eligible medium- and heavy-duty vehicles whose U.S. content the Secretary of Commerce approved: the duty on the value that is not U.S. content (U.S. note 38(d), heading 9903.74.03)',
  }],
};

// Note 40(h): patented pharmaceutical articles "imported for companies subject to an onshoring plan
// approved by the Secretary of Commerce" (9903.04.64, "The duty provided in the applicable
// subheading + 20%"), and those of such companies with a Most-Favored-Nation pricing agreement
// (9903.04.65, "+ 0%"); HTS 2026 Revision 14 headings and note 40(h) (Revision 20's the same).
// (f) and (g) give the partners' headings to articles "that would otherwise be subject to"
// 9903.04.60; which of (f)/(g) and (h) a partner's onshoring company enters under is not said, so
// the onshoring headings are offered where no partner heading reaches the origin.
const ONSHORING: readonly Entry[] = [
  {
    heading: '9903.04.64', question: 'onshoring_plan', holds_when: true, duty: 'rate', rate: { pct: 20, basis: 'additional' }, also: [['mfn_pricing_agreement', false]], not_for_partners: true, applies: () => true,
    text: 'patented pharmaceutical articles imported for a company subject to an onshoring plan approved by the Secretary of Commerce (U.S. note 40(h)(i), heading 9903.04.64: +20%)',
  },
  {
    heading: '9903.04.65', question: 'onshoring_plan', holds_when: true, duty: 'rate', rate: { pct: 0, basis: 'additional' }, also: [['mfn_pricing_agreement', true]], not_for_partners: true, applies: () => true,
    text: 'patented pharmaceutical articles of such a company that has a Most-Favored-Nation pharmaceutical pricing agreement with the Secretary of Health and Human Services (U.S. note 40(h)(ii), heading 9903.04.65: +0%)',
  },
];
BY_ACTION['pharmaceuticals/2026-rev14'] = ONSHORING;
BY_ACTION['pharmaceuticals/2026-rev20'] = ONSHORING;

const NONE: readonly AlternativeHeading[] = Object.freeze([]);

/** The alternative headings of an action for this line and origin. */
export function alternativesOf(actionId: string, digits: string, origin: Origin): readonly AlternativeHeading[] {
  const entries = BY_ACTION[actionId];
  if (!entries) return NONE;
  const found = entries.filter((e) => e.applies(digits, origin));
  return found.length > 0 ? found : NONE;
}

/** Every alternative heading with the action it stands beside and whom it can reach (for the check of headings against their texts). */
export function everyAlternative(): Array<{ action: string; alternative: AlternativeHeading; usmca_only: boolean }> {
  const mexico: Origin = { group: 'mexico', iso2: 'MX', name: 'Mexico' };
  const china: Origin = { group: 'china', iso2: 'CN', name: 'China' };
  return Object.entries(BY_ACTION).flatMap(([action, entries]) =>
    entries.map(({ applies, ...alternative }) => ({ action, alternative, usmca_only: applies('0000000000', mexico) && !applies('0000000000', china) })),
  );
}
