// A real analysis pool (src/analysis/pool.ts) whose worker is slow on a marked page
// (slow-analysis-worker.ts), for buildTestApp({ analysis }): tests of what happens while a page
// is analysed for seconds.
import { createAnalysisPool, type PageAnalysis } from '../../src/analysis/pool.ts';

const WORKER = new URL('./slow-analysis-worker.ts', import.meta.url);

export function slowAnalysisPool(opts: { threads: number; budgetMs: number }): PageAnalysis {
  return createAnalysisPool({ ...opts, workerUrl: WORKER });
}
