// Writes data/hts/general-rates.json (the ordinary duty) from a USITC HTS JSON export:
//   node scripts/build-general-rates.ts [PATH [REVISION_NOTE]]
// PATH is a folder of chapter files (NN.json or N.json) or one whole-schedule JSON file; without it,
// the late-2024 export in ../shared (or under DUTYSCOUT_SHARED). Another export must say which HTS
// revision it is: the note is printed in the file and nothing else could tell it.
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGeneralRates, serialiseGeneralRates, type GeneralRatesFile } from './lib/usitc-json.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = join(ROOT, 'data', 'hts', 'general-rates.json');

const SHARED = resolve(process.env.DUTYSCOUT_SHARED ?? join(ROOT, '..', 'shared'));
export const SHARED_EXPORT = join(SHARED, 'data', 'hts', 'usitc-json', 'chapters');
export const SHARED_EXPORT_REVISION =
  'HTS 2024, late 2024 (revision number not stated in the files; chapters 02, 03 and 85 were re-exported in 2025)';

// Named the same wherever ../shared is mounted, so the committed bytes do not depend on it.
export const SHARED_EXPORT_SOURCE =
  'USITC HTS JSON export (hts.usitc.gov), per-chapter files in ../shared/data/hts/usitc-json/chapters (copied from brendanxmac/hts-hero hts-chapters/ @ 52b59bc9)';

/** The general rates of the export at `path`, with its provenance. */
export function generalRates(path: string, revisionNote: string): GeneralRatesFile {
  const source = resolve(path) === SHARED_EXPORT ? SHARED_EXPORT_SOURCE : `USITC HTS JSON export (hts.usitc.gov), read from ${relative(ROOT, resolve(path))}`;
  return readGeneralRates(path, source, revisionNote);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [path, note] = process.argv.slice(2);
  if (path === '--help' || path === '-h') {
    console.log(`usage: node scripts/build-general-rates.ts [PATH REVISION_NOTE]
  Rewrites data/hts/general-rates.json (the ordinary duty) from a USITC HTS JSON export.
  PATH           a folder of chapter files (NN.json or N.json) or one whole-schedule JSON file;
                 default: the late-2024 export in ../shared/data/hts/usitc-json/chapters
  REVISION_NOTE  which HTS revision PATH is, e.g. "HTS 2026 Revision 21" (required with PATH)
  The bytes are deterministic: git diff shows the rates that changed. Then name the revision in
  ORDINARY_DUTY_SOURCE (src/tariffs/ordinary-duty.ts) and run npm test (the second-source check).`);
    process.exit(0);
  }
  if (path && !note) {
    console.error('build-general-rates: say which HTS revision PATH is, e.g. "HTS 2026 Revision 21"');
    process.exit(2);
  }
  let file: GeneralRatesFile;
  try {
    file = generalRates(path ?? SHARED_EXPORT, note ?? SHARED_EXPORT_REVISION);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    console.error(`build-general-rates: ${e.code === 'ENOENT' ? `${e.path}: no such file or folder` : e.message}`);
    process.exit(1);
  }
  const text = serialiseGeneralRates(file);
  writeFileSync(OUTPUT, text);
  console.log(`wrote ${Object.keys(file.lines).length} general rates (${Buffer.byteLength(text)} bytes) to ${relative(process.cwd(), OUTPUT)}`);
}
