// Loads the committed data/section232/ files once, at first import. The only I/O in the
// tariffs domain: the project's own static data, never the shared design folder.

import { readFileSync } from 'node:fs';
import type {
  CountryLoadFactorsFile,
  HsDescriptionsFile,
  MetalContentFile,
  OtherActionsFile,
  RegimesFile,
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

export interface DatasetInfo {
  revision: string;
  sources_as_of: string;
  regimes: Array<{ id: string; effective_from: string; effective_to: string | null }>;
  /** One sentence naming the data and its date, for answers to quote. */
  citation: string;
}

const INFO: DatasetInfo = Object.freeze({
  revision: regimesFile.revision,
  sources_as_of: regimesFile.sources_as_of,
  regimes: regimesFile.regimes.map((r) => ({ id: r.id, effective_from: r.effective_from, effective_to: r.effective_to })),
  citation:
    `dutyscout Section 232 data revision ${regimesFile.revision} (sources as of ${regimesFile.sources_as_of}): ` +
    'HTSUS Chapter 99 U.S. notes 16 and 19 lists (HTS 2025 Rev 32 with BIS inclusions, FR 2025-15819) and ' +
    'the U.S. note 16(c) lists of Proclamation 11021 (printed annexes) as amended by Proclamation 11032 (HTS 2026 Rev 10); ' +
    'informational, not clearance, not legal advice.',
});

/** The data's revision and date, and a one-sentence citation for answers. */
export function datasetInfo(): DatasetInfo {
  return INFO;
}
