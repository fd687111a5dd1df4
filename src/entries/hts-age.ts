// HTS 9503.00.00 encodes the age grade of toys in its statistical suffix.
import { evidence, type Evidence } from './types.ts';

export type HtsAgeBand = 'under_3' | '3_to_12' | 'not_childrens';

const TOY_LINE = '95030000';
const SUFFIXES: Record<string, { band: HtsAgeBand; label: string }> = {
  '11': { band: 'under_3', label: 'under 3 years' },
  '71': { band: 'under_3', label: 'under 3 years' },
  '13': { band: '3_to_12', label: '3 to 12 years' },
  '73': { band: '3_to_12', label: '3 to 12 years' },
  '90': { band: 'not_childrens', label: 'not a children\'s product' },
};

export interface HtsAge {
  band: HtsAgeBand;
  evidence: Evidence;
}

/** The age band a 10-digit 9503.00.00 line declares, or null for any other code or suffix. */
export function htsAgeBand(code: string, digits: string): HtsAge | null {
  if (!digits.startsWith(TOY_LINE) || digits.length !== 10) return null;
  const suffix = SUFFIXES[digits.slice(8)];
  if (!suffix) return null;
  return { band: suffix.band, evidence: evidence('hts', `${code}: statistical suffix ${digits.slice(8)} = ${suffix.label}`) };
}
