// Benchmark (not a test): bench/hostile-pages.ts's ratios for this tree and a reference checkout
// (BENCH_REFERENCE, e.g. a `git worktree add` of the commit before a change), loaded in one
// process and timed interleaved, so a change's effect on each crafted shape is read against
// the same machine load: each shape's time per byte as a ratio to the ordinary page's, for both.
// Run: BENCH_REFERENCE=/tmp/ref node_modules/.bin/node bench/hostile-pages-reference.ts [SHAPE ...]
//      (SIZES=1,5 and SCANNERS=scanHtml,assessReadiness by default)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTILE_SHAPES, ORDINARY } from './lib/hostile-pages.ts';

const reference = process.env.BENCH_REFERENCE;
if (reference === undefined) {
  console.log('hostile-pages-reference: skipped (set BENCH_REFERENCE to a checkout to compare with)');
  process.exit(0);
}
if (!existsSync(join(reference, 'src/entries/readiness.ts'))) {
  console.error('BENCH_REFERENCE must name a checkout of dutyscout (with src/entries/readiness.ts)');
  process.exit(2);
}
const HERE = fileURLToPath(new URL('..', import.meta.url));
type Scanners = { scanHtml: (html: string) => { findings: unknown[] }; assessReadiness: (html: string, o: { now: Date }) => { score: number } };
const load = async (root: string): Promise<Scanners> => ({
  scanHtml: (await import(join(root, 'src/pixels/index.ts'))).scanHtml,
  assessReadiness: (await import(join(root, 'src/entries/readiness.ts'))).assessReadiness,
});
const trees = [await load(reference), await load(HERE)];
const NOW = new Date('2026-11-01T00:00:00Z');
const run = (tree: number, scanner: string, html: string): number =>
  scanner === 'scanHtml' ? trees[tree]!.scanHtml(html).findings.length : trees[tree]!.assessReadiness(html, { now: NOW }).score;

const sizes = (process.env.SIZES ?? '1,5').split(',').map(Number);
const scanners = (process.env.SCANNERS ?? 'scanHtml,assessReadiness').split(',');
const wanted = process.argv.slice(2);
const shapes = wanted.length === 0 ? HOSTILE_SHAPES : HOSTILE_SHAPES.filter((s) => wanted.includes(s.name));

let sink = 0;
/** Best ms of `reps` runs for the reference and this tree, alternating which goes first. */
function best(scanner: string, html: string, reps: number): [number, number] {
  const b: [number, number] = [Infinity, Infinity];
  for (let r = 0; r < reps; r++) {
    for (const tree of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const t = performance.now();
      sink += run(tree, scanner, html);
      b[tree] = Math.min(b[tree]!, performance.now() - t);
    }
  }
  return b;
}

for (const mb of sizes) {
  const reps = mb <= 1 ? 6 : 4;
  const ordinary = ORDINARY.build(mb * 1e6);
  for (const scanner of scanners) {
    best(scanner, ordinary, 2); // warm-up
    const before = best(scanner, ordinary, reps);
    const rows = shapes.map((s) => {
      const html = s.build(mb * 1e6);
      const [ref, now] = best(scanner, html, reps);
      return { name: s.name, ref: ref / html.length, now: now / html.length };
    });
    // The ordinary page before and after the shapes; its best stands.
    const after = best(scanner, ordinary, reps);
    const ordRef = Math.min(before[0], after[0]) / ordinary.length;
    const ordNow = Math.min(before[1], after[1]) / ordinary.length;
    console.log(`\n${scanner}, ${mb} MB: ordinary page ${(ordRef * 1e6).toFixed(1)} ns/byte (reference), ${(ordNow * 1e6).toFixed(1)} (this tree): ${(ordNow / ordRef).toFixed(2)}x`);
    for (const r of rows) {
      console.log(`  ${r.name.padEnd(28)} reference ${(r.ref / ordRef).toFixed(2).padStart(5)}x  this tree ${(r.now / ordNow).toFixed(2).padStart(5)}x ordinary  (time ${(r.now / r.ref).toFixed(2)}x the reference's)`);
    }
  }
}
console.log(`(sink ${sink % 7})`);
