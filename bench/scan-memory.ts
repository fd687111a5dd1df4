// Memory per scan: bytes allocated by one storefront tag scan (scanHtml) and one readiness
// check (assessReadiness) of each real page, against a plain htmlparser2 parse of the same
// page (the allocation the one parse cannot avoid), measured in the same run with V8's
// sampling heap profiler counting collected objects too. A scan is synchronous, so this is
// garbage made per scan (GC work), not memory that adds up over concurrent requests: those
// hold their page (two bytes a character for most real pages) while it is fetched and scanned.
// Reads ../shared/data/pages (optional): without it the benchmark says so and exits 0.
// Run: npm run bench -- scan-memory
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { scanHtml } from '../src/pixels/index.ts';
import { assessReadiness } from '../src/entries/readiness.ts';

const PAGES = fileURLToPath(new URL('../../shared/data/pages/', import.meta.url));
const CALLS = 5;
if (!existsSync(PAGES)) {
  console.log(`scan-memory: skipped (${PAGES} not found; this benchmark needs the shared real pages)`);
  process.exit(0);
}

const pages = ['retail', 'shopify'].flatMap((dir) =>
  readdirSync(join(PAGES, dir))
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ name: `${dir}/${f}`, file: join(PAGES, dir, f) })),
).filter((p) => readFileSync(p.file).length > 50_000);

const NOW = new Date();
const parse = (html: string) => {
  const parser = new Parser({ onopentag() {}, ontext() {}, onclosetag() {} }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.end(html);
};
const KINDS = {
  parse,
  pixels: (html: string) => scanHtml(html),
  entries: (html: string) => assessReadiness(html, { now: NOW }),
} as const;

const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');

/** Bytes allocated by one call, averaged over CALLS calls (after a warm-up call). */
async function allocated(fn: () => unknown): Promise<number> {
  fn();
  await session.post('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  for (let i = 0; i < CALLS; i++) fn();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: Node } };
  interface Node { selfSize: number; children: Node[] }
  const sum = (n: Node): number => n.children.reduce((s, c) => s + sum(c), n.selfSize);
  return sum(profile.head) / CALLS;
}

const mib = (n: number) => (n / 1048576).toFixed(2);
const rows: { page: string; chars: number; parse: number; pixels: number; entries: number }[] = [];
console.log(`${'page'.padEnd(42)} ${'chars'.padStart(9)}  ${'alloc MiB: parse  pixels  entries'.padStart(32)}   ratio to parse`);
for (const page of pages) {
  const html = readFileSync(page.file, 'utf8');
  const a = { parse: await allocated(() => parse(html)), pixels: await allocated(() => KINDS.pixels(html)), entries: await allocated(() => KINDS.entries(html)) };
  rows.push({ page: page.name, chars: html.length, parse: a.parse, pixels: a.pixels, entries: a.entries });
  console.log(
    `${page.name.padEnd(42)} ${String(html.length).padStart(9)}  ${mib(a.parse).padStart(16)} ${mib(a.pixels).padStart(7)} ${mib(a.entries).padStart(8)}   ` +
      `${(a.pixels / a.parse).toFixed(2).padStart(6)} ${(a.entries / a.parse).toFixed(2).padStart(6)}`,
  );
}
const total = (k: 'chars' | 'parse' | 'pixels' | 'entries') => rows.reduce((s, r) => s + r[k], 0);
console.log(
  `all pages: allocation per scan / plain parse: pixels ${(total('pixels') / total('parse')).toFixed(2)}x, entries ${(total('entries') / total('parse')).toFixed(2)}x; ` +
    `per page character: parse ${(total('parse') / total('chars')).toFixed(1)} B, pixels ${(total('pixels') / total('chars')).toFixed(1)} B, entries ${(total('entries') / total('chars')).toFixed(1)} B`,
);
