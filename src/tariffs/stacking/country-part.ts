// A country note's part (notes 50, 51, 52): a heading's rate on the full value, in force from the
// note's day with no end printed, from an official text (never a derived list).

import type { StackedPart } from './types.ts';

export type CountryPartFields = Pick<StackedPart, 'part' | 'chapter99_heading' | 'rate_pct' | 'rate_basis' | 'added_pct' | 'authority' | 'effective_from' | 'when' | 'citations'>;

export function countryPart(f: CountryPartFields): StackedPart {
  return {
    part: f.part,
    chapter99_heading: f.chapter99_heading,
    rate_pct: f.rate_pct,
    rate_basis: f.rate_basis,
    added_pct: f.added_pct,
    value_base: 'full_value',
    authority: f.authority,
    effective_from: f.effective_from,
    effective_to: null,
    when: f.when,
    secondary: false,
    citations: f.citations,
  };
}
