// Shapes of the scored part of a readiness report.
import type { Evidence } from './types.ts';

export type CheckId =
  | 'product_identity'
  | 'manufacturer_identity'
  | 'place_of_manufacture'
  | 'age_grade'
  | 'choking_warnings'
  | 'cited_rules'
  | 'lab_evidence'
  | 'certificate'
  | 'manufacture_date'
  | 'category_disclosures';

export type CheckStatus = 'pass' | 'partial' | 'fail' | 'not_applicable';

export interface ReadinessCheck {
  id: CheckId;
  points_earned: number;
  points_possible: number;
  status: CheckStatus;
  message: string;
  citation: string;
  evidence: Evidence[];
}

export interface ScoreCap {
  limit: number;
  reason: string;
}

export interface Contradiction {
  id: 'under_3_hts_with_choking_warning' | 'country_vs_hts_origin' | 'identity_values_disagree';
  penalty: number;
  message: string;
  evidence: Evidence[];
}

/** A check's outcome, with the cap it imposes on the whole score, if any. */
export interface CheckOutcome {
  check: ReadinessCheck;
  cap?: ScoreCap;
}

export function outcome(
  id: CheckId, possible: number, earned: number, message: string, citation: string, evidence: Evidence[],
  notApplicable = false,
): ReadinessCheck {
  const points = Math.max(0, Math.min(possible, Math.round(earned)));
  const status: CheckStatus = notApplicable ? 'not_applicable' : points === possible ? 'pass' : points === 0 ? 'fail' : 'partial';
  return { id, points_earned: points, points_possible: possible, status, message, citation, evidence };
}
