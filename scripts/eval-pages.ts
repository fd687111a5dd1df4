// Scans every .html file under a folder and prints one line per page: score, severity counts
// and the legacy rules that fired, then the page's tag inventory (each vendor with its IDs),
// and totals at the end so a catalogue change can be measured page set against page set. With --fail-on-negative-controls it exits 1 when a negative
// control (pages known to carry no legacy tags: amazon*, costco, etsy, potterybarn) shows any
// warn or error finding: that is a false positive to fix in the rules.
//
// Usage: npm run eval:pages -- DIR [--fail-on-negative-controls]
// Reads only the folder given (e.g. ../shared/data/pages, which is optional material).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { scanHtml, type TagInventoryEntry } from '../src/pixels/index.ts';

const USAGE = 'usage: npm run eval:pages -- DIR [--fail-on-negative-controls]';

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...htmlFiles(path));
    else if (name.toLowerCase().endsWith('.html')) out.push(path);
  }
  return out;
}

export function isNegativeControl(path: string): boolean {
  const name = basename(path).toLowerCase();
  return name.startsWith('amazon') || /costco|etsy|potterybarn/.test(name);
}

function describeTag(e: TagInventoryEntry): string {
  return e.ids.length > 0 ? `${e.vendor} [${e.ids.join(', ')}]` : e.vendor;
}

function main(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const failOnControls = args.includes('--fail-on-negative-controls');
  const dirs = args.filter((a) => !a.startsWith('--'));
  if (dirs.length !== 1) {
    process.stderr.write(`eval-pages: give exactly one folder\n${USAGE}\n`);
    return 2;
  }
  const dir = dirs[0];
  let files: string[];
  try {
    files = htmlFiles(dir);
  } catch (err) {
    process.stderr.write(`eval-pages: cannot read ${dir}: ${(err as Error).message}\n`);
    return 2;
  }
  const failures: string[] = [];
  let vendorCount = 0;
  let idCount = 0;
  let pagesWithTags = 0;
  for (const file of files) {
    const result = scanHtml(readFileSync(file, 'utf8'));
    const c = result.severity_counts;
    const rules = [...new Set(result.findings.filter((f) => f.severity !== 'info').map((f) => f.rule_id))];
    const control = isNegativeControl(file);
    const mark = control ? (c.warn + c.error > 0 ? ' NEGATIVE-CONTROL-FAIL' : ' negative-control-ok') : '';
    process.stdout.write(`${String(result.score).padStart(3)}  e${c.error} w${c.warn} i${c.info}  ${relative(dir, file)}${mark}  ${rules.join(' ')}\n`);
    if (result.inventory.length > 0) process.stdout.write(`     tags: ${result.inventory.map(describeTag).join('; ')}\n`);
    vendorCount += result.inventory.length;
    if (result.inventory.length > 0) pagesWithTags++;
    idCount += result.inventory.reduce((n, e) => n + e.ids.length, 0);
    if (control && c.warn + c.error > 0) failures.push(relative(dir, file));
  }
  process.stdout.write(`${files.length} pages scanned, ${vendorCount} vendor tags and ${idCount} IDs in their inventories, ${pagesWithTags} pages with a tag\n`);
  if (failOnControls && failures.length > 0) {
    process.stderr.write(`eval-pages: negative controls with warn/error findings: ${failures.join(', ')}\n`);
    return 1;
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
