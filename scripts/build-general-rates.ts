// Writes data/hts/general-rates.json from a USITC HTS JSON export (a folder of chapter files or
// one whole-schedule file). Called by `npm run data:import -- DIR --hts-json PATH`; runnable alone:
//   node scripts/build-general-rates.ts [PATH] [--revision-note TEXT]
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGeneralRates, serialiseGeneralRates } from './lib/usitc-json.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const DEFAULT_EXPORT = join(ROOT, '..', 'shared', 'data', 'hts', 'usitc-json', 'chapters');
export const SHARED_EXPORT_NOTE = 'HTS 2024, late 2024 (a revision after 2024-09-27; its number is not stated in the files)';

export function buildGeneralRates(path: string, note: string): string {
  const file = readGeneralRates(path, `USITC HTS JSON export (hts.usitc.gov), via shared/data/hts/usitc-json/chapters`, note);
  const text = serialiseGeneralRates(file);
  writeFileSync(join(ROOT, 'data', 'hts', 'general-rates.json'), text);
  return `wrote ${Object.keys(file.lines).length} general rates to data/hts/general-rates.json`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = resolve(process.argv[2] ?? DEFAULT_EXPORT);
  console.log(buildGeneralRates(path, process.argv[3] ?? SHARED_EXPORT_NOTE));
}
