// Admission for pages: at most `slots` pages are being fetched or analysed at once; a page
// takes its slot BEFORE its fetch and gives it back once its analysis has answered. Without
// it, 50 concurrent scans fetched 50 pages at once and held them all (their bodies, the read
// buffers they were joined from, their copies on the way to the worker) while one analysis
// thread took them one after another: the process's peak memory grew with the number of
// callers, not with the work it could do at once (docs/performance.md, Page analysis).
//
// A page waits for its slot in arrival order. The wait honours the caller's abort (its place is
// given up at once) and is bounded: a page that found no slot within `maxWaitMs` is answered
// 503 `unavailable` rather than kept waiting, and so is every waiting page when the service
// shuts down. Neither the fetch's deadline nor the page's analysis budget runs while it waits:
// they start when the page has its slot, as they did when it arrived before.
import { describeMs, PageAnalysisError } from './errors.ts';

export interface PageSlots {
  /** Runs `work` (a page's fetch and analysis) once a slot is free; the slot is held until it settles. */
  hold<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T>;
  /** Refuses every page still waiting, and any later one (unavailable). */
  close(): void;
}

export interface PageSlotsOptions {
  /** Pages fetched or analysed at once. */
  slots: number;
  /** The longest a page waits for a slot before it is answered 503 `unavailable`. */
  maxWaitMs: number;
}

interface Waiter {
  admit(): void;
  refuse(err: unknown): void;
}

/** A page refused for want of a slot: the queue it found is drained in seconds, not minutes. */
const RETRY_AFTER_SECONDS = 5;
const shuttingDown = () => new PageAnalysisError('unavailable', 'The service is shutting down; retry the request.');

export function createPageSlots({ slots, maxWaitMs }: PageSlotsOptions): PageSlots {
  let free = slots;
  let closed = false;
  const queue = new Set<Waiter>(); // a Set keeps arrival order and lets a waiter leave from anywhere

  const release = () => {
    const next = queue.values().next();
    if (next.done) free++;
    else {
      queue.delete(next.value);
      next.value.admit(); // the slot passes straight on: `free` is unchanged
    }
  };

  const acquire = (signal: AbortSignal | undefined): Promise<void> => {
    if (closed) return Promise.reject(shuttingDown());
    signal?.throwIfAborted();
    if (free > 0) {
      free--;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const settle = () => {
        queue.delete(waiter);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        admit() {
          settle();
          resolve();
        },
        refuse(err) {
          settle();
          reject(err);
        },
      };
      const onAbort = () => waiter.refuse(signal!.reason);
      const timer = setTimeout(
        () =>
          waiter.refuse(
            new PageAnalysisError(
              'unavailable',
              `The service is reading ${slots} pages at once and this one found no turn within ${describeMs(maxWaitMs)}; retry shortly.`,
              undefined,
              RETRY_AFTER_SECONDS,
            ),
          ),
        maxWaitMs,
      ).unref();
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.add(waiter);
    });
  };

  return {
    async hold(signal, work) {
      await acquire(signal);
      try {
        return await work();
      } finally {
        release();
      }
    },
    close() {
      closed = true;
      for (const waiter of [...queue]) waiter.refuse(shuttingDown());
    },
  };
}
