// The whole staged texts of HTS 2026 Revisions 10-20 (shared/data/section232/hts-2026-rev10-rev20)
// for the tests that hold data:import against them. ../shared is optional outside CI (the
// readers' own tests run on excerpts, fixtures.ts); under CI=true it must be here, so the checks
// against the official texts and the second sources never pass by skipping.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSection232 } from '../../scripts/check-tariff-data.ts';
import { skipWithoutShared } from '../support/shared-data.ts';

const section232 = sharedSection232();
const staged = section232 ? join(section232, 'hts-2026-rev10-rev20') : undefined;

/** shared/data/section232/hts-2026-rev10-rev20, when it is here. */
export const HTS_2026 = staged && existsSync(staged) ? staged : undefined;

/** The `skip` option of a test that needs the staged texts. */
export const SKIP_WITHOUT_SHARED = skipWithoutShared(HTS_2026 !== undefined, '../shared/data/section232/hts-2026-rev10-rev20', 'set DUTYSCOUT_SHARED to point at it');

/** A staged file, by its path under hts-2026-rev10-rev20 (a file name may be given by its start, e.g. "changes/01-"). */
export function stagedText(path: string): string {
  if (!HTS_2026) throw new Error('the staged texts are not here');
  const full = join(HTS_2026, path);
  if (existsSync(full)) return readFileSync(full, 'utf8');
  const dir = join(full, '..');
  const start = full.slice(dir.length + 1);
  const found = readdirSync(dir).filter((f) => f.startsWith(start));
  if (found.length !== 1) throw new Error(`${path}: ${found.length} files start so in ${dir}`);
  return readFileSync(join(dir, found[0]), 'utf8');
}

export function stagedJson<T>(path: string): T {
  return JSON.parse(stagedText(path)) as T;
}

// HTS 2026 Revision 21's Chapter 99 headings (shared/data/tariffs-2026-rev21/hts-2026-rev21/): a
// headings-only revision, imported after Revisions 11-20. Required under CI like the rest.
const rev21 = section232 ? join(section232, '..', 'tariffs-2026-rev21') : undefined;

/** shared/data/tariffs-2026-rev21 (holding hts-2026-rev21/ch99-headings.json), when it is here. */
export const TARIFFS_REV21 = rev21 && existsSync(join(rev21, 'hts-2026-rev21', 'ch99-headings.json')) ? rev21 : undefined;

/** The `skip` option of a test that needs both the Revision 10-20 texts and Revision 21's headings. */
export const SKIP_WITHOUT_REV21 = SKIP_WITHOUT_SHARED || skipWithoutShared(TARIFFS_REV21 !== undefined, '../shared/data/tariffs-2026-rev21/hts-2026-rev21', 'set DUTYSCOUT_SHARED to point at it');
