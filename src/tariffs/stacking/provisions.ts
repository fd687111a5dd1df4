// How the country notes' lists are read against a line: a list prints 8- or 10-digit provisions
// (52(b), 50(a)(ii), 51(b), 51(d)), and a line is listed when its own 10 digits or its 8-digit
// head are; a Section 232 exemption (52(f), 50(a)(vi), 51(c)) names headings, each read once
// with the subdivision naming it and that subdivision's day.

import type { Section232Exemption } from './types.ts';

/** Bare digits of each provision a list prints. */
export const provisionSet = (printed: readonly string[]): ReadonlySet<string> => new Set(printed.map((p) => p.replace(/\./g, '')));

/** The provision (dotted, as printed) under which a line (NNNN.NN.NNNN or 10 digits) is listed, or null. */
export function listedUnder(set: ReadonlySet<string>, code: string): string | null {
  const digits = code.replace(/\./g, '');
  const hit = [digits, digits.slice(0, 8)].find((d) => set.has(d));
  if (!hit) return null;
  return `${hit.slice(0, 4)}.${hit.slice(4, 6)}.${hit.slice(6)}`;
}

/** Each Section 232 heading an exemption names -> the subdivision naming it (the earliest, where two do). */
export function section232Index(exemptions: readonly Section232Exemption[]): ReadonlyMap<string, Section232Exemption> {
  const map = new Map<string, Section232Exemption>();
  for (const f of exemptions) for (const h of f.headings) if (!map.has(h)) map.set(h, f);
  return map;
}

/** The first of the outcome's Section 232 headings an exemption in force on the day names, with its subdivision. */
export function exemptingHeading(index: ReadonlyMap<string, Section232Exemption>, headings: readonly string[], day: string): { heading: string; by: Section232Exemption } | null {
  for (const heading of headings) {
    const by = index.get(heading);
    if (by && by.effective_from <= day) return { heading, by };
  }
  return null;
}
