// Page analysis off the main event loop: a pool of worker threads (piscina) runs each fetched
// page's tag scan or readiness check, so no page, however it is built, can stall the service:
// /healthz and every other request go on while a page is read.
//
// Each page has a time budget: the wall-clock time its task runs in a worker, not its wait in
// the queue (the worker stamps when it starts; the service checks the stamp). A thread's own
// CPU time cannot be read from outside it while it is busy, so wall time it is: on a loaded
// machine it overstates the CPU a page took, never understates it. A task over its budget is
// aborted, which terminates its worker (piscina starts a fresh one), and the caller gets
// page_too_complex naming the budget. So does any error the page's content made the analysis
// throw, and a worker that ran out of its heap. A caller's abort (the client left) cancels the
// task the same way, queued or running.
//
// The pool starts with the first page (a start that never scans pays nothing) and is sized by
// the caller (config.ts: PAGE_ANALYSIS_THREADS, by default one thread per core but one).
import { Piscina } from 'piscina';
import type { ReadinessOptions, ReadinessReport } from '../entries/readiness.ts';
import type { ScanResult } from '../pixels/types.ts';
import { describeMs, PageAnalysisError } from './errors.ts';
import { createPageSlots } from './slots.ts';
import type { AnalysisOutcome, AnalysisTask, PageSource } from './task.ts';

export interface PageAnalysis {
  /** scanHtml(html, opts) in a worker (a fetched page may be passed as it is: its bytes cross). */
  scan(page: PageSource, opts: { url?: string }, signal?: AbortSignal): Promise<ScanResult>;
  /** assessReadiness(html, opts) in a worker. */
  readiness(page: PageSource, opts: ReadinessOptions, signal?: AbortSignal): Promise<ReadinessReport>;
  /**
   * Runs `work`, one page's fetch and its analysis, once one of the pool's page slots is free
   * (slots.ts): the service holds only as many pages as it has slots, however many callers wait.
   */
  admit<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T>;
  /** Stops the workers; tasks still queued or running, and pages waiting for a slot, are refused (unavailable). */
  close(): Promise<void>;
}

export interface AnalysisPoolOptions {
  /** Worker threads. */
  threads: number;
  /** Wall-clock milliseconds one page's analysis may run in its worker. */
  budgetMs: number;
  /** The worker module (its default export analyses a task); tests give their own. */
  workerUrl?: URL;
  /** Old-generation heap of each worker: a page that needs more kills only its worker. */
  maxHeapMb?: number;
  /** Pages fetched or analysed at once (admit); by default 16 a thread. */
  pageSlots?: number;
  /** The longest a page waits for a slot before it is answered 503 `unavailable` (default 15 s, the page fetch's own deadline). */
  slotWaitMs?: number;
}

const WORKER = new URL('./worker.mjs', import.meta.url);


export function createAnalysisPool(options: AnalysisPoolOptions): PageAnalysis {
  const { threads, budgetMs } = options;
  let pool: Piscina<AnalysisTask, AnalysisOutcome> | undefined;
  let closed = false;
  const slots = createPageSlots({ slots: options.pageSlots ?? threads * 16, maxWaitMs: options.slotWaitMs ?? 15_000 });
  const poolNow = () =>
    (pool ??= new Piscina<AnalysisTask, AnalysisOutcome>({
      filename: (options.workerUrl ?? WORKER).href,
      minThreads: threads,
      maxThreads: threads,
      // A worker idles in Atomics.wait; the pool keeps its threads until close.
      idleTimeout: Number.POSITIVE_INFINITY,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
      recordTiming: false,
    }));

  const overBudget = () =>
    new PageAnalysisError(
      'page_too_complex',
      `The page is too complex to analyse: its analysis ran past the ${describeMs(budgetMs)} budget a page has (PAGE_ANALYSIS_BUDGET_MS) and was stopped.`,
    );

  async function run(task: AnalysisTask, signal: AbortSignal | undefined): Promise<unknown> {
    if (closed) throw new PageAnalysisError('unavailable', 'The service is shutting down; retry the request.');
    signal?.throwIfAborted();
    const cancel = new AbortController();
    let timedOut = false;
    // Checks the worker's start stamp: still queued, look again a budget later; running, cut
    // it once its budget is spent.
    let timer: NodeJS.Timeout;
    const check = () => {
      const started = Number(Atomics.load(task.startedAt, 0));
      const left = started === 0 ? budgetMs : started + budgetMs - Date.now();
      if (started !== 0 && left <= 0) {
        timedOut = true;
        cancel.abort();
      } else timer = setTimeout(check, left).unref();
    };
    timer = setTimeout(check, budgetMs).unref();
    const onCallerAbort = () => cancel.abort(signal!.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    let outcome: AnalysisOutcome;
    try {
      outcome = await poolNow().run(task, { signal: cancel.signal });
    } catch (err) {
      if (timedOut) throw overBudget();
      if (signal?.aborted) throw signal.reason;
      if (closed) throw new PageAnalysisError('unavailable', 'The service is shutting down; retry the request.');
      // The worker died under the page (its heap limit, say): the page's doing, not the service's.
      throw new PageAnalysisError('page_too_complex', `The page could not be analysed: its analysis stopped (${(err as Error).message}).`);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
    if (outcome.ok) return outcome.report;
    const { failure } = outcome;
    // An error with a closed code is an answer the analysis meant to give (a bad HTS code).
    if (failure.code === 'invalid_request') throw new PageAnalysisError('invalid_request', failure.message, failure.details);
    throw new PageAnalysisError('page_too_complex', `The page could not be analysed: its content broke the analysis (${failure.name}: ${failure.message}).`);
  }

  const stamp = () => new BigInt64Array(new SharedArrayBuffer(8));
  // Only the two fields cross: a fetched page's other fields (its `html` getter among them)
  // would be read, and its text made, by the structured clone.
  const source = (page: PageSource): PageSource => (typeof page === 'string' ? page : { body: page.body, charset: page.charset });
  return {
    scan: (page, opts, signal) => run({ kind: 'scan', page: source(page), opts, startedAt: stamp() }, signal) as Promise<ScanResult>,
    readiness: (page, opts, signal) => run({ kind: 'readiness', page: source(page), opts, startedAt: stamp() }, signal) as Promise<ReadinessReport>,
    admit: (signal, work) => slots.hold(signal, work),
    async close() {
      closed = true;
      slots.close();
      // After the HTTP drain nobody waits for a task still here: stop the workers, do not wait.
      await pool?.destroy();
    },
  };
}
