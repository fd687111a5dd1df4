// A task's run in a worker as the service receives it: the report, or what the analysis threw
// as plain data (an Error crossing threads keeps its message but loses its own fields). First
// it stamps when it started, so the service times the task itself, not its wait in the queue.
import type { AnalysisFailure, AnalysisOutcome, AnalysisTask } from './task.ts';

export function runTask(task: AnalysisTask, analyse: (task: AnalysisTask) => unknown): AnalysisOutcome {
  Atomics.store(task.startedAt, 0, BigInt(Date.now()));
  try {
    return { ok: true, report: analyse(task) as Extract<AnalysisOutcome, { ok: true }>['report'] };
  } catch (err) {
    // Anything the page's content made the analysis throw (a RangeError from too deep a
    // structure, say) comes back as data: the service answers it, the worker lives on.
    return { ok: false, failure: failureOf(err) };
  }
}

function failureOf(err: unknown): AnalysisFailure {
  const e: Error & { code?: unknown; details?: unknown } = err instanceof Error ? err : new Error(String(err));
  return {
    name: e.name,
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(Array.isArray(e.details) ? { details: e.details as AnalysisFailure['details'] } : {}),
  };
}
