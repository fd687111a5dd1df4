// The body of an analysis worker thread (run by the pool in pool.ts): one page's tag scan or
// readiness check, the same pure functions the CLI calls in-process. It first stamps when it
// started, so the service can time the task itself rather than its wait in the queue.
import { scanHtml } from '../pixels/scan.ts';
import { assessReadiness } from '../entries/readiness.ts';
import type { AnalysisOutcome, AnalysisTask } from './task.ts';

export default function analysePage(task: AnalysisTask): AnalysisOutcome {
  Atomics.store(task.startedAt, 0, BigInt(Date.now()));
  try {
    const report = task.kind === 'scan' ? scanHtml(task.html, task.opts) : assessReadiness(task.html, task.opts);
    return { ok: true, report };
  } catch (err) {
    // Anything the page's content made the analysis throw (a RangeError from too deep a
    // structure, say) comes back as data: the service answers it, the worker lives on.
    const e: Error & { code?: unknown; details?: unknown } = err instanceof Error ? err : new Error(String(err));
    return {
      ok: false,
      failure: {
        name: e.name,
        message: e.message,
        ...(typeof e.code === 'string' ? { code: e.code } : {}),
        ...(Array.isArray(e.details) ? { details: e.details as Array<{ path: string; message: string }> } : {}),
      },
    };
  }
}
