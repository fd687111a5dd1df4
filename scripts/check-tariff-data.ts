// npm run data:check — verifies the committed data/section232/ (also run by npm test):
// every provision 4/6/8/10 digits, no duplicates within a list, every list cited, regimes
// and their lists do not overlap in time, the counts match what SOURCES.md states, the
// load-factor table covers every country for every group an action names, and the 2026
// note 16(c) lists give the printed Proclamation 11021 annexes' answers on 2026-05-01 and the
// HTS 2026 Rev 10 note text's from 2026-06-08 (note16c-check.ts). Where ../shared is present
// (optional), the committed expectations are also held against the shared sources themselves.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES_OF_ORIGIN, type CountryLoadFactorsFile, type OtherActionsFile, type RegimesFile } from '../src/tariffs/dataset-types.ts';
import { checkNote16c, checkExpectedAgainstShared } from './lib/note16c-check.ts';
import { EXPECTED_FILE, type Note16cExpected } from './lib/note16c-sources.ts';
const PROVISION = /^(\d{4}|\d{4}\.\d{2}|\d{4}\.\d{2}\.\d{2}|\d{4}\.\d{2}\.\d{4})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Problems found in a data directory (empty when the data is sound). `sharedS232`, when given,
 * is a shared/data/section232 folder the committed expectations are re-derived from.
 */
export function checkTariffData(dir: string, sharedS232?: string): string[] {
  const problems: string[] = [];
  const json = <T>(name: string): T | null => {
    try {
      return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
    } catch (err) {
      problems.push(`${name}: cannot read: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
  };
  const regimes = json<RegimesFile>('regimes.json');
  const actions = json<OtherActionsFile>('other-actions.json');
  const loads = json<CountryLoadFactorsFile>('country-load-factors.json');
  const expected = json<Note16cExpected>(EXPECTED_FILE);
  let sources = '';
  try {
    sources = readFileSync(join(dir, 'SOURCES.md'), 'utf8');
  } catch {
    problems.push('SOURCES.md: missing');
  }
  const stated = new Map([...sources.matchAll(/^\| `([^`]+)` \| (\d+) \|$/gm)].map((m) => [m[1], Number(m[2])]));

  if (regimes) {
    const sorted = [...regimes.regimes].sort((a, b) => a.effective_from.localeCompare(b.effective_from));
    sorted.forEach((r, i) => {
      if (!DATE.test(r.effective_from) || (r.effective_to !== null && !DATE.test(r.effective_to))) problems.push(`regime ${r.id}: bad dates`);
      if (r.effective_to !== null && r.effective_to < r.effective_from) problems.push(`regime ${r.id}: ends before it starts`);
      if (r.citations.length === 0) problems.push(`regime ${r.id}: no citation`);
      const next = sorted[i + 1];
      if (next && (r.effective_to === null || r.effective_to >= next.effective_from)) {
        problems.push(`regimes ${r.id} and ${next.id} overlap`);
      }
    });
    const regimeById = new Map(regimes.regimes.map((r) => [r.id, r]));
    const ids = new Set<string>();
    for (const list of regimes.lists) {
      if (ids.has(list.id)) problems.push(`list ${list.id}: id used twice`);
      ids.add(list.id);
      const regime = regimeById.get(list.regime);
      if (!regime) problems.push(`list ${list.id}: unknown regime ${list.regime}`);
      else if (list.effective_from < regime.effective_from || (regime.effective_to !== null && (list.effective_to === null || list.effective_to > regime.effective_to))) {
        problems.push(`list ${list.id}: dates outside its regime ${regime.id}`);
      }
      if (list.citations.length === 0 || list.citations.some((c) => c.trim() === '')) problems.push(`list ${list.id}: not cited`);
      if (list.rates.length === 0 || list.rates.some((p) => !DATE.test(p.from) || !(p.rate_pct >= 0) || !p.citation)) problems.push(`list ${list.id}: bad or uncited rates`);
      if (!/^9903\.\d{2}\.\d{2}/.test(list.chapter99_heading)) problems.push(`list ${list.id}: bad Chapter 99 heading ${list.chapter99_heading}`);
      const seen = new Set<string>();
      for (const p of list.provisions) {
        if (!PROVISION.test(p)) problems.push(`list ${list.id}: provision '${p}' is not 4/6/8/10 digits`);
        const digits = p.replace(/\./g, '');
        if (seen.has(digits)) problems.push(`list ${list.id}: duplicate provision ${p}`);
        seen.add(digits);
      }
      const count = stated.get(list.id);
      if (count === undefined) problems.push(`list ${list.id}: count not stated in SOURCES.md`);
      else if (count !== list.provisions.length) problems.push(`list ${list.id}: SOURCES.md states ${count}, data has ${list.provisions.length}`);
    }
  }

  if (regimes && expected) problems.push(...checkNote16c(regimes, expected));
  if (expected && sharedS232) problems.push(...checkExpectedAgainstShared(expected, sharedS232));

  if (actions) {
    for (const a of actions.actions) {
      if (a.citations.length === 0) problems.push(`action ${a.id}: not cited`);
      if (a.prefixes.some((p) => !/^\d{4}(\d{2}){0,3}$/.test(p))) problems.push(`action ${a.id}: a prefix is not 4/6/8/10 digits`);
      if (new Set(a.prefixes).size !== a.prefixes.length) problems.push(`action ${a.id}: duplicate prefixes`);
      const count = stated.get(a.id);
      if (count !== a.prefixes.length) problems.push(`action ${a.id}: SOURCES.md states ${count ?? 'nothing'}, data has ${a.prefixes.length}`);
      const group = loads?.groups[a.load_factor_group];
      if (loads && !group) problems.push(`action ${a.id}: no load-factor group ${a.load_factor_group}`);
    }
  }

  // Polysilicon (scripts/build-polysilicon.ts): cited, ten-digit lines, a load-factor group, and
  // its secondary list and missing heading said in every answer (its caveats).
  const polysilicon = json<OtherActionsFile>('polysilicon.json');
  for (const a of polysilicon?.actions ?? []) {
    if (a.citations.length === 0 || a.treatments?.some((t) => !t.citation)) problems.push(`polysilicon ${a.id}: not cited`);
    if (a.prefixes.length === 0 || a.prefixes.some((p) => !/^\d{10}$/.test(p))) problems.push(`polysilicon ${a.id}: lines are not ten digits`);
    if (loads && !loads.groups[a.load_factor_group]) problems.push(`polysilicon ${a.id}: no load-factor group ${a.load_factor_group}`);
    if (!(a.caveats ?? []).some((c) => /secondary/.test(c))) problems.push(`polysilicon ${a.id}: no caveat says the list is secondary`);
  }

  if (loads) {
    for (const [name, group] of Object.entries(loads.groups)) {
      for (const c of COUNTRIES_OF_ORIGIN) {
        const f = group.factors[c];
        if (typeof f !== 'number' || !(f >= 0 && f <= 1)) problems.push(`load factors ${name}: ${c} missing or outside 0..1`);
      }
      if (!group.reasoning || group.sources.length === 0) problems.push(`load factors ${name}: no reasoning or sources`);
    }
    for (const needed of ['metals', 'copper']) if (!loads.groups[needed]) problems.push(`load factors: group ${needed} missing`);
  }
  return problems;
}

const DEFAULT_DIR = resolve(fileURLToPath(new URL('../data/section232/', import.meta.url)));

/** shared/data/section232 beside the project (or under DUTYSCOUT_SHARED) when it is there; optional. */
export function sharedSection232(): string | undefined {
  const shared = resolve(process.env.DUTYSCOUT_SHARED ?? fileURLToPath(new URL('../../shared', import.meta.url)));
  const dir = join(shared, 'data', 'section232');
  return existsSync(join(dir, 'p11021-p11032')) ? dir : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIR;
  const shared = sharedSection232();
  process.stdout.write(
    shared
      ? `data:check: note 16(c) expectations also held against the shared sources in ${shared}\n`
      : 'data:check: ../shared is not here (optional): the note 16(c) lists are held against the committed expectations only\n',
  );
  const problems = checkTariffData(dir, shared);
  for (const p of problems) process.stderr.write(`data:check: ${p}\n`);
  process.stdout.write(problems.length === 0 ? `data:check: ${dir} is sound\n` : `data:check: ${problems.length} problem(s)\n`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
