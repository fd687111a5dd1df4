// A revision known only by its Chapter 99 headings: USITC's JSON export of them (code,
// description, general), no change record and no note texts (HTS 2026 Revision 21, staged as
// shared/data/tariffs-2026-rev21/hts-2026-rev21/ch99-headings.json). Its notes are taken to be the
// previous revision's, which the import report and the answers say.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HeadingRow } from './headings.ts';

export const HEADINGS_FILE = 'ch99-headings.json';

/**
 * Release dates of headings-only revisions, with where each comes from: with no change record
 * nothing in the folder states one (the export carries its conversion time only). A revision
 * missing here stops the import rather than be dated by guess.
 */
export const HEADINGS_ONLY_RELEASES: Readonly<Record<string, { published: string; source: string }>> = {
  'HTS 2026 Revision 21': {
    published: '2026-10-07',
    source:
      'secondary: USITC release date 2026-10-07 as public code seen through a search index gives it (shared/data/tariffs-2026-rev21/CHECKS.md §4); ' +
      'the export itself says "2026 Revision 21", converted 2026-10-09; no Revision 21 change record was found',
  },
};

export interface HeadingsExport {
  edition: string;
  rows: HeadingRow[];
}

/** Whether a revision folder holds only the headings export (no change record). */
export function isHeadingsOnly(dir: string): boolean {
  return !existsSync(join(dir, 'change-record.md')) && existsSync(join(dir, HEADINGS_FILE));
}

export function readHeadingsExport(dir: string): HeadingsExport {
  const file = join(dir, HEADINGS_FILE);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { htsEdition?: unknown; headings?: Array<{ code?: unknown; description?: unknown; general?: unknown }> };
  if (typeof json.htsEdition !== 'string' || !Array.isArray(json.headings)) throw new Error(`${file}: expected {htsEdition, headings: [{code, description, general}]}`);
  const rows = json.headings.map((h) => {
    if (typeof h.code !== 'string' || !/^9903\.\d{2}\.\d{2}$/.test(h.code)) throw new Error(`${file}: a heading numbered ${JSON.stringify(h.code)}`);
    return { heading: h.code, stat: '', description: String(h.description ?? ''), general: typeof h.general === 'string' ? h.general : '', special: '', other: '', footnotes: '' };
  });
  return { edition: json.htsEdition, rows };
}

/** A heading's text as some revision printed it. */
export interface PrintedHeading {
  revision: string;
  description: string;
  general: string;
}

export interface HeadingsComparison {
  compared: number;
  identical: number;
  /** Differ only by trailing punctuation (a full stop, a space before it). */
  punctuation: string[];
  /** Differ in words or rate: each with both texts. */
  differ: Array<{ heading: string; earlier: PrintedHeading; now: HeadingRow }>;
  /** Printed earlier, absent from the export. */
  missing: string[];
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const bare = (s: string) => norm(s).replace(/[\s.]+$/, '');

/**
 * A headings-only revision held against the newest earlier text of each heading it shares with
 * the revisions read before it: the second source that it is the same schedule, read right.
 */
export function compareWithEarlier(rows: readonly HeadingRow[], earlier: ReadonlyMap<string, PrintedHeading>): HeadingsComparison {
  const now = new Map(rows.map((r) => [r.heading, r]));
  const out: HeadingsComparison = { compared: 0, identical: 0, punctuation: [], differ: [], missing: [] };
  for (const [heading, e] of [...earlier].sort(([a], [b]) => a.localeCompare(b))) {
    const n = now.get(heading);
    if (!n) {
      out.missing.push(heading);
      continue;
    }
    out.compared++;
    if (norm(n.description) === norm(e.description) && norm(n.general) === norm(e.general)) out.identical++;
    else if (bare(n.description) === bare(e.description) && bare(n.general) === bare(e.general)) out.punctuation.push(heading);
    else out.differ.push({ heading, earlier: e, now: n });
  }
  return out;
}
