// An analysis worker thread's entry (the file the pool starts): plain JavaScript on purpose,
// like src/entry.mjs. It turns Node's compile cache on before any TypeScript is read, which the
// main thread's enableCompileCache() does not do for a worker: a worker then starts in about
// 100 ms instead of 300 (its TypeScript and V8 code from the cache, the type stripper never
// loaded), and a worker is started again after every page cut for its budget.
import { enableCompileCache } from 'node:module';

enableCompileCache();
// Loading starts with the thread, not with its first page; no top-level await, so the pool's
// require() of this file works as well as its import().
const analysis = import('./worker.ts');

/** @param {import('./task.ts').AnalysisTask} task */
export default async function analysePage(task) {
  return (await analysis).default(task);
}
