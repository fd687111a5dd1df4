// Loads the committed data/section232/ files once, at first import. The only I/O in the
// tariffs domain: the project's own static data, never the shared design folder.

import { readFileSync } from 'node:fs';
import type {
  CountryLoadFactorsFile,
  HsDescriptionsFile,
  MetalContentFile,
  OtherAction,
  OtherActionsFile,
  PartnersFile,
  RegimesFile,
  RevisionsFile,
} from './dataset-types.ts';

export const DATA_DIR = new URL('../../data/section232/', import.meta.url);

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, DATA_DIR), 'utf8')) as T;
}

export const regimesFile = readJson<RegimesFile>('regimes.json');
export const otherActionsFile = readJson<OtherActionsFile>('other-actions.json');
export const hsDescriptionsFile = readJson<HsDescriptionsFile>('hs-descriptions.json');
export const metalContentFile = readJson<MetalContentFile>('metal-content.json');
export const countryLoadFactorsFile = readJson<CountryLoadFactorsFile>('country-load-factors.json');
/** What `npm run data:import` took in from USITC's revision texts: revisions, statistical splits, the actions of notes 40 and 43. */
export const revisionsFile = readJson<RevisionsFile>('revisions.json');

/** The polysilicon action (scripts/build-polysilicon.ts): its rates from the proclamation, its lines secondary. */
export const polysiliconFile = readJson<OtherActionsFile>('polysilicon.json');

/** Every Section 232 action other than the metal lists: the built ones, the imported ones, and polysilicon. */
export const ALL_ACTIONS: readonly OtherAction[] = [...otherActionsFile.actions, ...revisionsFile.actions, ...polysiliconFile.actions];

export interface DatasetInfo {
  revision: string;
  /** The HTS revision the data is current through, e.g. 'HTS 2026 Revision 20'. */
  hts_revision: string;
  /** The publication date of the newest source (that revision). */
  sources_as_of: string;
  /**
   * The date the data run through: the newest revision's publication. An answer for a later day
   * knows no action published after it (afterDataThrough()).
   */
  data_through: string;
  regimes: Array<{ id: string; effective_from: string; effective_to: string | null }>;
  /** One sentence naming the data and its date, for answers to quote. */
  citation: string;
}

const first = revisionsFile.revisions[0]?.revision.replace(/^HTS \d{4} /, '') ?? '';
const last = revisionsFile.revisions.at(-1)?.revision.replace(/^HTS \d{4} Revision /, '') ?? '';
const headingsOnly = revisionsFile.revisions.filter((r) => r.headings_only).map((r) => r.revision.replace(/^HTS \d{4} /, ''));

const INFO: DatasetInfo = Object.freeze({
  revision: regimesFile.revision,
  hts_revision: revisionsFile.hts_revision,
  sources_as_of: revisionsFile.sources_as_of,
  data_through: revisionsFile.sources_as_of,
  regimes: regimesFile.regimes.map((r) => ({ id: r.id, effective_from: r.effective_from, effective_to: r.effective_to })),
  citation:
    `dutyscout Section 232 data revision ${regimesFile.revision}, current through ${revisionsFile.hts_revision} (sources as of ${revisionsFile.sources_as_of}): ` +
    'HTSUS Chapter 99 U.S. notes 16 and 19 lists (HTS 2025 Rev 32 with BIS inclusions, FR 2025-15819), ' +
    'the U.S. note 16(c) lists of Proclamation 11021 (printed annexes) as amended by Proclamation 11032 (HTS 2026 Rev 10), ' +
    `U.S. notes 33, 37, 38, 39, 40 and 43 and the changes of HTS 2026 ${first.replace('Revision', 'Revisions')}-${last}` +
    (headingsOnly.length > 0 ? ` (${headingsOnly.join(', ')}: its Chapter 99 headings only, no change record or note texts, so its notes are taken as the previous revision's)` : '') +
    '; ' +
    'informational, not clearance, not legal advice.',
});

/** The data's revision and date, and a one-sentence citation for answers. */
export function datasetInfo(): DatasetInfo {
  return INFO;
}

/**
 * For a day after the data's end: says plainly that actions published later are not known.
 * Null on or before it.
 */
export function afterDataThrough(day: string): string | null {
  if (day <= INFO.data_through) return null;
  return `${day} is after ${INFO.data_through}, the date this data runs through (${INFO.hts_revision}): actions published after ${INFO.data_through} (proclamations, HTS revisions, new lists or rates) are not known to it, so this answer may miss them.`;
}

/** Which countries each partner heading names (quoted from the heading texts), and the column 1 rate bands. */
export const partnersFile = readJson<PartnersFile>('partners.json');
