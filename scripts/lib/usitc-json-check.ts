// The second source for data/hts/general-rates.json: the committed rates (USITC's late-2024 JSON
// export) held against an excerpt of USITC's own CSV of HTS 2026 Revision 19
// (data/hts/usitc-2026-rev19-excerpt.json; what it is and how it was read: data/hts/SOURCES.md).
// Every disagreement must be on the committed, explained list (general-rates-disagreements.json),
// and every entry on that list must still occur, so the list cannot go stale.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneralRatesFile } from './usitc-json.ts';

export const SECOND_SOURCE_FILE = 'usitc-2026-rev19-excerpt.json';
export const DISAGREEMENTS_FILE = 'general-rates-disagreements.json';

export interface SecondSource {
  source: string;
  excerpt: string;
  /** The line as the second source numbers it (dotted) -> its general rate as printed. */
  lines: Record<string, string>;
}

export interface Disagreement {
  line: string;
  /** The committed rate that covers the line (by prefix, as the service resolves it); null: none. */
  ours: string | null;
  theirs: string;
}

export interface ExplainedDisagreement extends Disagreement {
  reason: string;
}

// Spacing is not part of a rate: the same schedule prints "+ 8%" and "+8%".
const sameRate = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** The committed rate covering `digits`: its own, else the longest shorter prefix's (10, 8, 6, 4). */
function coveringRate(lines: Record<string, string>, digits: string): string | null {
  for (const length of [10, 8, 6, 4]) {
    if (length > digits.length) continue;
    const rate = lines[digits.slice(0, length)];
    if (rate !== undefined) return rate;
  }
  return null;
}

/** Lines of the second source whose rate the committed file does not give. */
export function compareWithSecondSource(ours: Record<string, string>, second: SecondSource): Disagreement[] {
  const found: Disagreement[] = [];
  for (const [line, theirs] of Object.entries(second.lines)) {
    const rate = coveringRate(ours, line.replace(/\./g, ''));
    if (rate === null || !sameRate(rate, theirs)) found.push({ line, ours: rate, theirs });
  }
  return found;
}

const key = (d: Disagreement) => JSON.stringify([d.line, d.ours, d.theirs]);

/** Problems (empty when sound): unexplained disagreements, and explanations of ones that no longer occur. */
export function secondSourceProblems(dataDir: string): string[] {
  const json = <T>(name: string) => JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as T;
  const ours = json<GeneralRatesFile>('general-rates.json').lines;
  const second = json<SecondSource>(SECOND_SOURCE_FILE);
  const explained = json<{ disagreements: ExplainedDisagreement[] }>(DISAGREEMENTS_FILE).disagreements;
  const found = compareWithSecondSource(ours, second);
  const foundKeys = new Set(found.map(key));
  const explainedKeys = new Set(explained.map(key));
  return [
    ...found
      .filter((d) => !explainedKeys.has(key(d)))
      .map((d) => `${d.line}: the committed rate is ${JSON.stringify(d.ours)}, HTS 2026 Rev 19 prints ${JSON.stringify(d.theirs)}: not on ${DISAGREEMENTS_FILE}`),
    ...explained
      .filter((d) => !foundKeys.has(key(d)))
      .map((d) => `${DISAGREEMENTS_FILE}: ${d.line} (${JSON.stringify(d.ours)} vs ${JSON.stringify(d.theirs)}) no longer disagrees: remove it`),
  ];
}
