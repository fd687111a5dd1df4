// data:check for the 2026 regime: the built note 16(c) lists held against the two independent
// sources in note16c-expected.json (the printed Proclamation 11021 annexes, the HTS 2026 Rev 10
// note text). Pure over the data files: it reads no engine, so it checks the data, not the code.

import { isDeepStrictEqual } from 'node:util';
import type { RateBasis, RatePeriod, RegimesFile, SectionList } from '../../src/tariffs/dataset-types.ts';
import { ANNEX_OF, digitsOf, expectedFromShared, SUBDIVISIONS, type Note16cExpected, type Subdivision } from './note16c-sources.ts';

const WHILE_11021 = ['2026-05-01', '2026-06-07'];
const FROM_11032 = '2026-06-08';

/** The rate each printed annex states: I-A +50%, I-B +25%, III 15% all-in. */
const ANNEX_RATE: Record<'I-A' | 'I-B' | 'III', { rate_pct: number; basis: RateBasis }> = {
  'I-A': { rate_pct: 50, basis: 'additional' },
  'I-B': { rate_pct: 25, basis: 'additional' },
  III: { rate_pct: 15, basis: 'all_in' },
};

const inForce = (l: SectionList, day: string) => l.effective_from <= day && (l.effective_to === null || day <= l.effective_to);

function periodOn(rates: RatePeriod[], day: string): RatePeriod | undefined {
  let current: RatePeriod | undefined;
  for (const p of rates) if (p.from <= day) current = p;
  return current;
}

const isListOf = (l: SectionList, list: Subdivision) => l.id === `s232-2026/16-c-${list}` || l.id.startsWith(`s232-2026/16-c-${list}/`);

/** The 2026 lists in force on a day whose provisions cover the code (a provision's digits are a prefix of the code's). */
function covering(lists: SectionList[], digits: string, day: string): SectionList[] {
  return lists.filter((l) => inForce(l, day) && l.provisions.some((p) => digits.startsWith(digitsOf(p))));
}

function distinctOn(lists: SectionList[], list: Subdivision, day: string): Set<string> {
  return new Set(lists.filter((l) => isListOf(l, list) && inForce(l, day)).flatMap((l) => l.provisions.map(digitsOf)));
}

const zerosOnly = (a: string, b: string) => a.startsWith(b) && /^0*$/.test(a.slice(b.length));

export function checkNote16c(regimes: RegimesFile, expected: Note16cExpected): string[] {
  const problems: string[] = [];
  const lists = regimes.lists.filter((l) => l.regime === 's232-2026');
  const printedAll = Object.values(expected.printed_pp11021).flat().map(digitsOf);

  for (const list of SUBDIVISIONS) {
    const annex = ANNEX_OF[list];
    const printed = expected.printed_pp11021[list] ?? [];
    if (annex && printed.length === 0) problems.push(`note16c: no printed provisions expected for 16(c)(${list})`);
    for (const day of WHILE_11021) {
      // Every printed provision hits, on its own list, at its annex's rate.
      for (const code of printed) {
        const d = digitsOf(code);
        const own = covering(lists, d, day).filter((l) => isListOf(l, list));
        if (own.length === 0) {
          problems.push(`note16c: ${code} (printed in Annex ${annex}, 16(c)(${list})) is not a hit on 16(c)(${list}) on ${day}`);
          continue;
        }
        const want = ANNEX_RATE[annex!];
        for (const l of own) {
          const p = periodOn(l.rates, day);
          if (!p || p.rate_pct !== want.rate_pct || (p.basis ?? 'additional') !== want.basis) {
            problems.push(`note16c: ${l.id} applies ${p?.rate_pct}% ${p?.basis ?? 'additional'} on ${day}; Annex ${annex} states ${want.rate_pct}% ${want.basis}`);
          }
        }
      }
      // Nothing more than the annex prints: each data provision is a printed one (or the same line printed deeper with zeros).
      const data = distinctOn(lists, list, day);
      for (const d of data) {
        if (!printed.some((c) => zerosOnly(digitsOf(c), d) || zerosOnly(d, digitsOf(c)))) problems.push(`note16c: 16(c)(${list}) lists ${d} on ${day}, the printed annex does not`);
      }
      if (data.size !== printed.length) problems.push(`note16c: 16(c)(${list}) has ${data.size} provisions on ${day}, the printed annex ${printed.length}`);
    }
    // From Proclamation 11032: exactly the Rev 10 note text.
    const rev10 = new Set((expected.note16c_rev10[list] ?? []).map(digitsOf));
    const after = distinctOn(lists, list, FROM_11032);
    if (!isDeepStrictEqual([...after].sort(), [...rev10].sort())) {
      const missing = [...rev10].filter((d) => !after.has(d));
      const extra = [...after].filter((d) => !rev10.has(d));
      problems.push(`note16c: 16(c)(${list}) on ${FROM_11032} differs from the Rev 10 note text (missing ${missing.join(' ') || 'none'}; extra ${extra.join(' ') || 'none'}); counts ${after.size} vs ${rev10.size}`);
    }
  }

  // Annex II (removed from scope): a provision printed there and on no other annex never hits while Proclamation 11021 is in force.
  for (const code of expected.printed_pp11021_annex_ii) {
    const d = digitsOf(code);
    if (printedAll.some((p) => d.startsWith(p) || p.startsWith(d))) continue;
    for (const day of WHILE_11021) {
      const hits = covering(lists, d, day);
      if (hits.length > 0) problems.push(`note16c: ${code} (Annex II only: removed from scope) hits ${hits.map((l) => l.id).join(', ')} on ${day}`);
    }
  }
  return problems;
}

/** The committed expectations must be what the shared sources say (when ../shared is here). */
export function checkExpectedAgainstShared(expected: Note16cExpected, sharedS232: string): string[] {
  const fresh = expectedFromShared(sharedS232);
  const problems: string[] = [];
  for (const key of ['printed_pp11021', 'printed_pp11021_annex_ii', 'note16c_rev10'] as const) {
    if (!isDeepStrictEqual(expected[key], fresh[key])) problems.push(`note16c-expected.json: ${key} differs from the shared sources in ${sharedS232} (run npm run data:build)`);
  }
  return problems;
}
