// The body of an analysis worker thread (started by pool.ts through worker.mjs): one page's tag
// scan or readiness check, the same pure functions the CLI calls in-process.
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
