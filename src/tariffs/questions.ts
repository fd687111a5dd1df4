// The facts the notes attach to an outcome and the HTS code does not tell: asked, not averaged.
// Unanswered, the answer is a range whose ends are the outcomes and names the question;
// answered (the optional `answers` input), only the outcomes the answer allows are kept.

export const QUESTION_IDS = [
  'metal_15pct_by_weight',
  'part_of_passenger_vehicle',
  'part_of_mhd_vehicle',
  'patented',
  'thermal_imaging',
  'for_use_with_unmanned_aircraft',
  'critical_components_from_partners',
  'wooden_kitchen_cabinet_part',
  'usmca_qualifying',
  'light_truck',
  'exclusively_for_ag_or_industrial_equipment',
  'onshoring_plan',
  'mfn_pricing_agreement',
  'civil_aircraft_article',
] as const;

export type QuestionId = (typeof QUESTION_IDS)[number];
export type Answers = Partial<Record<QuestionId, boolean>>;

export interface Question {
  id: QuestionId;
  question: string;
  citation: string;
}

export const QUESTIONS: Readonly<Record<QuestionId, Question>> = Object.freeze({
  metal_15pct_by_weight: { id: 'metal_15pct_by_weight', question: 'Is steel, aluminum or copper at least 15% of the article\'s weight?', citation: 'U.S. note 16(c) (outside chapters 72, 73, 74 and 76)' },
  part_of_passenger_vehicle: { id: 'part_of_passenger_vehicle', question: 'Is the article a part of a passenger vehicle or light truck?', citation: 'U.S. note 33(g), (h)(ii) (9903.94.06)' },
  part_of_mhd_vehicle: { id: 'part_of_mhd_vehicle', question: 'Is the article a part of a medium- or heavy-duty vehicle or bus?', citation: 'U.S. note 38(i), (l) (9903.74.11)' },
  patented: { id: 'patented', question: 'Is the article a patented pharmaceutical article that none of headings 9903.04.61 and 9903.04.66-.70 takes out?', citation: 'U.S. note 40(c)' },
  thermal_imaging: { id: 'thermal_imaging', question: 'Does the unmanned aircraft have thermal imaging?', citation: 'U.S. note 43(c)(3), (c)(4)' },
  for_use_with_unmanned_aircraft: { id: 'for_use_with_unmanned_aircraft', question: 'Is the article for use in or with an unmanned aircraft system?', citation: 'heading 9903.08.20 ("not for use in or with the products described therein": no change), U.S. note 43(c)' },
  critical_components_from_partners: { id: 'critical_components_from_partners', question: 'Are substantially all the critical components and technology the product of the United States or a partner named in U.S. note 43(d)?', citation: 'U.S. note 43(d)' },
  usmca_qualifying: { id: 'usmca_qualifying', question: 'Is the article eligible for special tariff treatment under the USMCA (and, for a vehicle, its U.S. content approved by the Secretary of Commerce)?', citation: 'U.S. notes 33(d), 33(h)(i) (9903.94.03, 9903.94.06), 38(d), 38(k) (9903.74.03, 9903.74.10)' },
  exclusively_for_ag_or_industrial_equipment: { id: 'exclusively_for_ag_or_industrial_equipment', question: 'Will the part be used exclusively in the manufacturing of agricultural equipment or fixed or mobile industrial equipment of note 16(c)(ix)-(xi)?', citation: 'U.S. note 16(f), (k) (9903.82.25, 9903.82.26)' },
  light_truck: { id: 'light_truck', question: 'Is the vehicle a passenger vehicle or light truck (U.S. note 33) rather than a medium- or heavy-duty vehicle (U.S. note 38)?', citation: 'U.S. notes 33(b) and 38(b), which both print 8704.60.00' },
  onshoring_plan: { id: 'onshoring_plan', question: 'Are the patented pharmaceutical articles imported for a company subject to an onshoring plan approved by the Secretary of Commerce?', citation: 'U.S. note 40(h)(i) (9903.04.64, +20%)' },
  mfn_pricing_agreement: { id: 'mfn_pricing_agreement', question: 'Has that company (with an approved onshoring plan) entered into a Most-Favored-Nation pharmaceutical pricing agreement with the Secretary of Health and Human Services?', citation: 'U.S. note 40(h)(ii) (9903.04.65, +0%)' },
  civil_aircraft_article: { id: 'civil_aircraft_article', question: 'Is the article of civil aircraft (not military or unmanned aircraft): an aircraft, its engines, parts, components or subassemblies, or a ground flight simulator or its parts, meeting General Note 6?', citation: 'U.S. note 51(d) (9903.03.16: no Canada duty)' },
  wooden_kitchen_cabinet_part: { id: 'wooden_kitchen_cabinet_part', question: 'Is the article a completed wooden kitchen cabinet or vanity, or a part of one?', citation: 'U.S. note 37(g) (9903.76.04)' },
});

/** A question an outcome's holding depends on, and the answer under which it holds. */
export type Requirement = readonly [QuestionId, boolean];

/** Whether the answers given allow an outcome that holds under `requires`. */
export function allowed(requires: readonly Requirement[] | undefined, answers: Answers | undefined): boolean {
  if (!requires || !answers) return true;
  for (const [id, value] of requires) {
    const given = answers[id];
    if (given !== undefined && given !== value) return false;
  }
  return true;
}
