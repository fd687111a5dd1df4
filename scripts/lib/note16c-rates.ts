// The 2026 regime's rates as the Chapter 99 headings state them, per U.S. note 16(c) list and
// period. Sources: Proclamation 11021 Annex IV (new note 16 and headings 9903.82.02-.17, and
// part B, in force 2028-01-01), HTSUS 2026 Rev 10 headings 9903.82.06/.09/.15/.16/.20-.26 and its
// change record (Proclamation 11032, in force 2026-06-08), and the summary column of
// shared/data/section232/p11021-p11032/s232_note16c_lists_PP11021_vs_PP11032.csv.

import type { RateAlternative, RatePeriod } from '../../src/tariffs/dataset-types.ts';
import type { Subdivision } from './note16c-sources.ts';

export const P11021 = 'Proclamation 11021 (FR 2026-06960)';
export const P11032 = 'Proclamation 11032 (91 FR 34085)';
export const P11021_FROM = '2026-04-06';
export const P11032_FROM = '2026-06-08';
/** Proclamation 11021 Annex IV part B: (ix) joins (vi) and (x) joins (vii). */
export const ANNEX_III_ENDS_AFTER = '2027-12-31';
export const ANNEX_IV_B_FROM = '2028-01-01';

export const HEADING: Record<'I-A' | 'I-B' | 'III', string> = { 'I-A': '9903.82.02', 'I-B': '9903.82.09', III: '9903.82.10' };

/** Note 16(e)'s share of US-melted (or smelted) metal: 95% under Proclamation 11021, 85% from Proclamation 11032. */
const usMeltedShare = (from: string) => (from >= P11032_FROM ? 85 : 95);

const UK_I_A: RateAlternative = {
  chapter99_heading: '9903.82.04',
  rate_pct: 25,
  basis: 'additional',
  applies_to: 'products of the United Kingdom whose aluminum was at least 95% smelted or cast, or whose steel was at least 95% melted and poured, there (note 16(d))',
};

const UK_I_B: RateAlternative = { ...UK_I_A, chapter99_heading: '9903.82.05', rate_pct: 15 };

const usMelted = (from: string): RateAlternative => ({
  chapter99_heading: '9903.82.06',
  rate_pct: 10,
  basis: 'additional',
  applies_to: `derivative articles whose steel, aluminum or copper content is at least ${usMeltedShare(from)}% melted (or smelted) and poured (or cast) in the United States (note 16(e))`,
});

const usMeltedAnnexIII = (from: string): RateAlternative => ({
  chapter99_heading: '9903.82.07',
  rate_pct: 10,
  basis: 'all_in',
  applies_to: `articles whose metal is at least ${usMeltedShare(from)}% melted (or smelted) and poured (or cast) in the United States: 10% all-in, nothing added where the ordinary rate is 10% or more (9903.82.08; note 16(e))`,
});

const COLUMN_2: RateAlternative = {
  chapter99_heading: '9903.82.12',
  rate_pct: 25,
  basis: 'additional',
  applies_to: 'products of the countries of general note 3(b) (column 2: Cuba, North Korea, Russia, Belarus); Russian steel derivatives of 16(c)(x) under 9903.82.17',
};

const XI_PARTNERS: RateAlternative = {
  chapter99_heading: '9903.82.22',
  rate_pct: 15,
  basis: 'all_in',
  applies_to: 'products of Argentina, Ecuador, El Salvador, Guatemala, Japan, the Republic of Korea, Liechtenstein, Switzerland, Taiwan, the United Kingdom or a member of the European Union',
  origins: ['eu', 'japan', 'south_korea'],
  reaches_other: true,
};

const XI_USMCA: RateAlternative = {
  chapter99_heading: '9903.82.20',
  rate_pct: 25,
  basis: 'additional',
  applies_to: 'USMCA-qualifying products of Canada or Mexico: +25% on the value that is not US content, and on US content above 40% of the value; US content up to 40% pays nothing (9903.82.21)',
  origins: ['canada', 'mexico'],
  us_content_exempt_up_to: 0.4,
};

function alternatives(list: Subdivision, from: string): RateAlternative[] {
  switch (list) {
    case 'i':
    case 'iii':
      return [UK_I_A];
    case 'ii':
    case 'iv':
      return [UK_I_A, usMelted(from)];
    case 'v':
      return [];
    case 'vi':
    case 'vii':
      return [UK_I_B, usMelted(from)];
    case 'viii':
      return [usMelted(from)];
    case 'ix':
    case 'x':
      return [usMeltedAnnexIII(from), COLUMN_2];
    case 'xi':
      return [XI_PARTNERS, XI_USMCA, usMelted(from)];
  }
}

/** The rate periods of one note 16(c) list from its first day. */
export function ratePeriods(list: Subdivision, firstDay: string): RatePeriod[] {
  const starts = [P11021_FROM, P11032_FROM].filter((d) => d >= firstDay);
  const period = (from: string): RatePeriod => {
    // Proclamation 11021 printed the annexes; from 2026-06-08 the rates are the HTS 2026 Rev 10 headings' (Proclamation 11032).
    const by = (annex: string, heading: string) =>
      from >= P11032_FROM ? `${P11032}, HTS 2026 Rev 10 heading ${heading}` : `${P11021}, Annex ${annex} (heading ${heading})`;
    const alts = alternatives(list, from);
    const withAlts = alts.length > 0 ? { alternatives: alts } : {};
    if (list === 'ix' || list === 'x') return { from, rate_pct: 15, basis: 'all_in', citation: by('III', '9903.82.10; 9903.82.11 where the ordinary rate is 15% or more'), ...withAlts };
    if (['i', 'ii', 'iii', 'iv', 'v'].includes(list)) return { from, rate_pct: 50, citation: by('I-A', HEADING['I-A']), ...withAlts };
    return { from, rate_pct: 25, citation: by('I-B', HEADING['I-B']), ...withAlts };
  };
  const periods = starts.map(period);
  if (list === 'ix' || list === 'x') {
    // Printed in Proclamation 11021 Annex IV part B: from 2028-01-01 these provisions are (vi)/(vii) provisions.
    periods.push({
      from: ANNEX_IV_B_FROM,
      rate_pct: 25,
      chapter99_heading: HEADING['I-B'],
      citation: `${P11021}, Annex IV part B (16(c)(${list}) joins 16(c)(${list === 'ix' ? 'vi' : 'vii'}) from 2028-01-01)`,
      alternatives: [UK_I_B, usMelted(P11032_FROM)],
    });
  }
  return periods;
}
