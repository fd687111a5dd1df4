// The test analysis worker (slow-analysis.ts starts it): a page carrying SLOW_ANALYSIS_MARKER
// busy-spins for a minute, a stand-in for a page whose analysis is slow now that no real page
// takes seconds; every other page goes to the real worker. The spin runs inside the real task
// handling (outcome.ts), so the pool's budget, cancellation and answers are the real ones.
import analysePage from '../../src/analysis/worker.ts';
import { runTask } from '../../src/analysis/outcome.ts';
import { decodeAs } from '../../src/egress/charset.ts';
import type { AnalysisOutcome, AnalysisTask } from '../../src/analysis/task.ts';
import { SLOW_ANALYSIS_MARKER } from './hostile-page.ts';

/** Far beyond any test's wait: only a stop (budget, caller's abort) ends it sooner. */
const SPIN_MS = 60_000;

export default function slowOrReal(task: AnalysisTask): AnalysisOutcome {
  const html = typeof task.page === 'string' ? task.page : decodeAs(task.page.body, task.page.charset);
  if (!html.includes(SLOW_ANALYSIS_MARKER)) return analysePage(task);
  return runTask(task, () => {
    const until = Date.now() + SPIN_MS;
    while (Date.now() < until);
    throw new Error(`the slow page's analysis ran its whole ${SPIN_MS} ms: nothing stopped it`);
  });
}
