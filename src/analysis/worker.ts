// The body of an analysis worker thread (started by pool.ts through worker.mjs): one page's tag
// scan or readiness check, the same pure functions the CLI calls in-process.
import { scanHtml } from '../pixels/scan.ts';
import { assessReadiness } from '../entries/readiness.ts';
import { runTask } from './outcome.ts';
import type { AnalysisOutcome, AnalysisTask } from './task.ts';

export default function analysePage(task: AnalysisTask): AnalysisOutcome {
  return runTask(task, (t) => (t.kind === 'scan' ? scanHtml(t.html, t.opts) : assessReadiness(t.html, t.opts)));
}
