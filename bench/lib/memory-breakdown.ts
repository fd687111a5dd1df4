// Loaded into a benchmark's server process with --import (scan-concurrency, BENCH_MEM_BREAKDOWN=1):
// samples its resident memory every 50 ms and, at the highest sample, breaks it down; the
// breakdown is printed to stderr when the server is stopped (SIGTERM). The parts: file-backed
// mappings (code), V8's heaps (main thread and each worker, with their young generation and
// large-object space, from process.report, which asks each worker thread for its own), glibc's
// main heap ([heap]) and its thread arenas (anonymous mappings on a 64 MiB boundary), and the
// other anonymous mappings (V8's pages, big blocks malloc maps on their own, stacks). Reading
// /proc/self/smaps and taking a report cost the server some CPU: its CPU and latency figures
// are not comparable with a run without it.
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

interface HeapSpace {
  committedMemory: number;
  used: number;
}
interface ReportHeap {
  totalCommittedMemory: number;
  usedMemory: number;
  externalMemory: number;
  heapSpaces: Record<string, HeapSpace>;
}
interface Report {
  javascriptHeap: ReportHeap;
  workers: Array<{ javascriptHeap: ReportHeap }>;
}

const MiB = 1024 * 1024;
const mib = (bytes: number) => Math.round(bytes / MiB);
const ARENA = 64 * MiB;

/** Resident KiB of each kind of mapping in /proc/self/smaps. */
function mappings(): Record<'file' | 'mallocHeap' | 'mallocArenas' | 'otherAnonymous', number> {
  const out = { file: 0, mallocHeap: 0, mallocArenas: 0, otherAnonymous: 0 };
  let kind: keyof typeof out = 'otherAnonymous';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      const [, from, to, perms, inode, name] = head;
      const start = parseInt(from!, 16);
      const size = parseInt(to!, 16) - start;
      if (name === '[heap]') kind = 'mallocHeap';
      else if (inode !== '0' || name!.startsWith('/')) kind = 'file';
      // glibc maps each thread arena as 64 MiB aligned on 64 MiB, most of it not yet usable.
      else if (start % ARENA === 0 && size <= ARENA && perms!.startsWith('rw')) kind = 'mallocArenas';
      else kind = 'otherAnonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss) out[kind] += Number(rss[1]);
  }
  return out;
}

function heapOf(heap: ReportHeap) {
  const space = (name: string) => heap.heapSpaces[name]?.committedMemory ?? 0;
  return {
    committed: mib(heap.totalCommittedMemory),
    used: mib(heap.usedMemory),
    young: mib(space('new_space') + space('new_large_object_space')),
    largeObjects: mib(space('large_object_space')),
    external: mib(heap.externalMemory),
  };
}

function sample() {
  const report = process.report.getReport() as unknown as Report;
  const usage = process.memoryUsage();
  const kinds = mappings();
  return {
    rss: mib(usage.rss),
    file: Math.round(kinds.file / 1024),
    mallocHeap: Math.round(kinds.mallocHeap / 1024),
    mallocArenas: Math.round(kinds.mallocArenas / 1024),
    otherAnonymous: Math.round(kinds.otherAnonymous / 1024),
    main: { ...heapOf(report.javascriptHeap), arrayBuffers: mib(usage.arrayBuffers) },
    workers: report.workers.map((w) => heapOf(w.javascriptHeap)),
  };
}

if (isMainThread) {
  let peakRss = 0;
  let atPeak: ReturnType<typeof sample> | undefined;
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss <= peakRss) return;
    peakRss = rss;
    atPeak = sample();
  }, 50).unref();
  process.prependListener('SIGTERM', () => {
    const s = atPeak ?? sample();
    process.stderr.write(
      `memory breakdown at the peak: RSS ${s.rss} MiB = file-backed ${s.file} + malloc heap ${s.mallocHeap} + malloc thread arenas ${s.mallocArenas} + other anonymous ${s.otherAnonymous} ` +
      `(V8 heaps: main ${s.main.committed} committed, ${s.main.young} young, ${s.main.largeObjects} large objects, ${s.main.used} used; ` +
      s.workers.map((w, i) => `worker ${i + 1} ${w.committed} committed, ${w.young} young, ${w.largeObjects} large objects, ${w.used} used, ${w.external} external; `).join('') +
      `main external ${s.main.external}, of it array buffers ${s.main.arrayBuffers})\n`,
    );
  });
}
