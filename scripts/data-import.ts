// npm run data:import -- DIR [options]: takes in HTS revisions from USITC's own texts and writes
// the dated dataset the service loads (data/section232/revisions.json), then prints what changed.
// A new revision is an import plus a review of this report, not code. See docs/tariff-data.md.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { OtherActionsFile, RegimesFile, RevisionsFile } from '../src/tariffs/dataset-types.ts';
import { importRevisions, serialiseRevisions } from './lib/import-revisions.ts';
import { describeImport } from './lib/revision-diff.ts';

const HELP = `Usage: npm run data:import -- DIR [DIR...] [--since N] [--out DIR] [--check] [--quiet]

Reads HTS revisions in USITC's own texts from each DIR, one folder per revision named like
2026-rev20 (change-record.md, headings.md, changes/*.md with the chapter 99 note texts), or a
headings-only revision named like hts-2026-rev21 (ch99-headings.json: USITC's Chapter 99
headings export, no change record: its notes are taken as the previous revision's, its release
date from scripts/lib/hts-revision/headings-only.ts), and
writes revisions.json: the revisions' Section 232 items and dates, the statistical lines they
split, and the actions of U.S. notes 40 (pharmaceuticals) and 43 (drones) with their lists,
rates and country treatments. Prints what changed, per revision and against the committed data.

  DIR         a folder of revision folders, e.g. ../shared/data/section232/hts-2026-rev10-rev20/revisions
              and ../shared/data/tariffs-2026-rev21 (its hts-2026-rev21/)
  --since N   the revision the base data (npm run data:build) is current through (default 10)
  --out DIR   where to write revisions.json (default data/section232)
  --check     write nothing; exit 1 when the import differs from the file in --out
  --quiet     print only the summary line
`;

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { since: { type: 'string', default: '10' }, out: { type: 'string' }, check: { type: 'boolean' }, quiet: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (err) {
    process.stderr.write(`data:import: ${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  if (positionals.length === 0) {
    process.stderr.write(`data:import: give at least one revisions folder\n\n${HELP}`);
    return 2;
  }
  const since = Number(values.since);
  if (!Number.isInteger(since) || since < 0) {
    process.stderr.write(`data:import: --since must be a revision number, got '${values.since}'\n`);
    return 2;
  }
  const dirs = positionals.map((p) => resolve(p));
  const missing = dirs.find((d) => !existsSync(d));
  if (missing) {
    process.stderr.write(`data:import: ${missing}: no such folder\n`);
    return 2;
  }
  const out = resolve(values.out ?? join(ROOT, 'data', 'section232'));
  const target = join(out, 'revisions.json');
  let result;
  try {
    result = importRevisions(dirs, since);
  } catch (err) {
    process.stderr.write(`data:import: ${(err as Error).message}\n`);
    return 1;
  }
  const text = serialiseRevisions(result.file);
  const previousText = existsSync(target) ? readFileSync(target, 'utf8') : null;
  const previous = previousText ? (JSON.parse(previousText) as RevisionsFile) : null;
  const base = join(ROOT, 'data', 'section232');
  const lists = (JSON.parse(readFileSync(join(base, 'regimes.json'), 'utf8')) as RegimesFile).lists;
  const actions = (JSON.parse(readFileSync(join(base, 'other-actions.json'), 'utf8')) as OtherActionsFile).actions;
  const report = describeImport(result, lists, actions, previous);
  process.stdout.write(`${(values.quiet ? report.slice(0, 1) : report).join('\n')}\n`);
  if (values.check) {
    const same = previousText === text;
    process.stdout.write(same ? `data:import --check: ${target} is what the import writes, byte for byte\n` : `data:import --check: ${target} differs from the import\n`);
    return same ? 0 : 1;
  }
  writeFileSync(target, text);
  process.stdout.write(`data:import: wrote ${target}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
