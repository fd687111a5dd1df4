// Writes data/hts/lines.json (the 10-digit statistical lines under each 8-digit provision) from a
// USITC HTS JSON export:  node scripts/build-hts-lines.ts [PATH REVISION_NOTE] [--check]
// Default: the late-2024 export in ../shared, as for the ordinary duty. The splits of later
// revisions (revisions.json) are applied by date at run time (src/tariffs/statistical-lines.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_EXPORT, SHARED_EXPORT_REVISION, SHARED_EXPORT_SOURCE } from './build-general-rates.ts';
import { readStatisticalLines, serialiseStatisticalLines } from './lib/usitc-lines.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LINES_FILE = join(ROOT, 'data', 'hts', 'lines.json');

/** The committed file's bytes as the export at `path` gives them. */
export function statisticalLinesText(path = SHARED_EXPORT, note = SHARED_EXPORT_REVISION): string {
  const source = resolve(path) === SHARED_EXPORT ? SHARED_EXPORT_SOURCE : `USITC HTS JSON export (hts.usitc.gov), read from ${relative(ROOT, resolve(path))}`;
  return serialiseStatisticalLines(readStatisticalLines(path, source, note));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const [path, note] = args.filter((a) => a !== '--check');
  if (path && !note) {
    console.error('build-hts-lines: say which HTS revision PATH is, e.g. "HTS 2026 Revision 21"');
    process.exit(2);
  }
  if (!existsSync(path ?? SHARED_EXPORT)) {
    console.error(`build-hts-lines: ${path ?? SHARED_EXPORT}: no such folder`);
    process.exit(1);
  }
  const text = statisticalLinesText(path, note);
  if (check) {
    const same = existsSync(LINES_FILE) && readFileSync(LINES_FILE, 'utf8') === text;
    console.log(same ? `${relative(process.cwd(), LINES_FILE)} is what the export gives, byte for byte` : `${relative(process.cwd(), LINES_FILE)} differs from the export`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(LINES_FILE, text);
  const count = Object.values(JSON.parse(text).lines as Record<string, string>).reduce((n, s) => n + s.split(' ').length, 0);
  console.log(`wrote ${count} lines (${Buffer.byteLength(text)} bytes) to ${relative(process.cwd(), LINES_FILE)}`);
}
