// The body of an analysis worker thread (started by pool.ts through worker.mjs): one page's tag
// scan or readiness check, the same pure functions the CLI calls in-process. The report crosses
// to the service's thread by structured clone, which copies its strings: none of them keeps the
// page it was cut from alive there (strings cut from a page are views into it in V8; the readers
// once copied their reports themselves for that, a second copy once the analysis moved here).
import { scanHtml } from '../pixels/scan.ts';
import { assessReadiness } from '../entries/readiness.ts';
import { decodeAs } from '../egress/charset.ts';
import { runTask } from './outcome.ts';
import { warmUp } from './warm-up.ts';
import type { AnalysisOutcome, AnalysisTask } from './task.ts';

// Before the pool hands this worker a page (worker.mjs awaits this module's load), so no page
// is charged the first run's compile cost against its budget.
warmUp();

export default function analysePage(task: AnalysisTask): AnalysisOutcome {
  return runTask(task, (t) => {
    const html = typeof t.page === 'string' ? t.page : decodeAs(t.page.body, t.page.charset);
    return t.kind === 'scan' ? scanHtml(html, t.opts) : assessReadiness(html, t.opts);
  });
}
