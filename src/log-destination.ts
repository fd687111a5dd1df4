// Where the service's log lines go: a file descriptor (stdout) or a file, written asynchronously
// so a request never waits on the log pipe, gathered into writes of 4 KiB or every 250 ms,
// whichever comes first, one write in flight at a time and in the order the lines came.
//
// In place of pino's own asynchronous destination (sonic-boom), which did the same and cost
// more for it: after each write it encodes the text just written into a new Buffer, to cut the
// bytes written off its front, memory outside V8's heap that set off V8's full collections (a
// never-seen one-code lookup at concurrency 20 under --trace-gc: 4 mark-compacts in 8 s with
// it, none with this writer). Same run, over sockets, server pinned to one core, 10 rounds of
// 3 s (/proc CPU, bench/request-path.ts' never-seen one-code lookup): 113.8 us a request at
// concurrency 1 against 124.0 with sonic-boom, 44.4 against 47.1 at 20. The Fastify reference
// keeps pino's destination, as a Fastify service would (bench/servers/fastify-server.ts).
//
// A write the kernel takes only part of (a pipe) goes on from the first byte not taken; a pipe
// that is full for now (EAGAIN) is tried again 100 ms later; a destination that fails otherwise
// (EPIPE: nobody reads the log) is given up, with one line on stderr, and the service goes on.
// What waits is bounded: past 8 MiB of lines not yet written (a reader that stopped), further
// lines are dropped, and stderr says so once until the destination catches up.
import { openSync, write, writeSync } from 'node:fs';

const RETRY_MS = 100;

export interface LogDestinationOptions {
  /** Characters gathered before a write is made (4096). */
  chunk?: number;
  /** How long a line may wait for its chunk to fill (250 ms). */
  maxWaitMs?: number;
  /** Characters that may wait to be written before lines are dropped (8 MiB). */
  maxWaiting?: number;
}

export class LogDestination {
  readonly fd: number;
  readonly #chunk: number;
  readonly #maxWaitMs: number;
  readonly #maxWaiting: number;
  /** Lines dropped since the destination last caught up. */
  #dropped = 0;
  /** Lines not yet handed to the kernel. */
  #gathered = '';
  /** What the write in flight is writing (or waits to write again), if any. */
  #writing: string | Buffer | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** Set while `#writing` waits to be tried again (the pipe was full), not in the kernel's hands. */
  #retry: NodeJS.Timeout | undefined;
  /** Callers of flush() waiting for everything gathered before them to be written. */
  #flushed: Array<() => void> = [];
  #broken = false;

  /** `dest`: a file descriptor, or a file's path (opened to append). */
  constructor(dest: number | string, { chunk = 4096, maxWaitMs = 250, maxWaiting = 8 * 1024 * 1024 }: LogDestinationOptions = {}) {
    this.fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
    this.#chunk = chunk;
    this.#maxWaitMs = maxWaitMs;
    this.#maxWaiting = maxWaiting;
  }

  /** Takes one or more whole lines (pino's stream interface). */
  write(text: string): boolean {
    if (this.#broken) return true;
    if (this.#gathered.length + text.length > this.#maxWaiting) {
      if (this.#dropped++ === 0) tellStderr('the log destination is not keeping up; log lines are dropped until it does');
      return true;
    }
    this.#gathered += text;
    if (this.#writing === undefined) {
      if (this.#gathered.length >= this.#chunk) this.#writeGathered();
      else this.#timer ??= setTimeout(this.#onTimer, this.#maxWaitMs).unref();
    }
    return true;
  }

  /** Calls `done` once every line written before it has been handed to the kernel (or given up). */
  flush(done: (err?: Error) => void = () => {}): void {
    if (this.#writing === undefined && (this.#gathered === '' || this.#broken)) {
      setImmediate(done);
      return;
    }
    this.#flushed.push(() => done());
    if (this.#writing === undefined) this.#writeGathered();
  }

  /**
   * Writes what is gathered now, and a write waiting to be tried again, synchronously: for the
   * process's exit, when no callback will come. A full pipe is waited on for up to 10 s. A write
   * the kernel has in hand then is left to it as it stands (its callback would say how much it
   * took, and will not come; the lines written here may then come before its own).
   */
  flushSync(): void {
    if (this.#broken) return;
    const pending = this.#gathered;
    this.#gathered = '';
    if (this.#retry !== undefined) {
      clearTimeout(this.#retry);
      this.#retry = undefined;
      const waiting = this.#writing!;
      this.#writing = undefined;
      this.#syncWrite(typeof waiting === 'string' ? Buffer.from(waiting) : waiting);
    }
    if (pending !== '') this.#syncWrite(Buffer.from(pending));
  }

  #syncWrite(bytes: Buffer): void {
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let waited = 0; bytes.length > 0 && !this.#broken; ) {
      try {
        bytes = bytes.subarray(writeSync(this.fd, bytes));
      } catch (err) {
        if (!isBusy(err) || waited >= 10_000) return this.#giveUp(err as NodeJS.ErrnoException);
        Atomics.wait(pause, 0, 0, 10);
        waited += 10;
      }
    }
  }

  #onTimer = (): void => {
    this.#timer = undefined;
    if (this.#writing === undefined && this.#gathered !== '') this.#writeGathered();
  };

  #writeGathered(): void {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    const text = this.#gathered;
    this.#gathered = '';
    this.#send(text);
  }

  #send(what: string | Buffer): void {
    this.#writing = what;
    if (typeof what === 'string') write(this.fd, what, null, 'utf8', this.#written);
    else write(this.fd, what, 0, what.length, null, this.#written);
  }

  #written = (err: NodeJS.ErrnoException | null, taken: number): void => {
    const what = this.#writing!;
    if (err) {
      if (isBusy(err)) {
        this.#retry = setTimeout(() => {
          this.#retry = undefined;
          this.#send(what);
        }, RETRY_MS).unref();
        return;
      }
      this.#giveUp(err);
      return;
    }
    // The common case, all of it taken, is told without encoding the text again.
    const size = typeof what === 'string' ? Buffer.byteLength(what) : what.length;
    if (taken < size) {
      this.#send((typeof what === 'string' ? Buffer.from(what) : what).subarray(taken));
      return;
    }
    this.#writing = undefined;
    if (this.#dropped > 0 && this.#gathered.length < this.#maxWaiting / 2) {
      tellStderr(`the log destination caught up; ${this.#dropped} log lines were dropped`);
      this.#dropped = 0;
    }
    if (this.#gathered !== '' && (this.#gathered.length >= this.#chunk || this.#flushed.length > 0)) {
      this.#writeGathered();
      return;
    }
    if (this.#gathered !== '') this.#timer ??= setTimeout(this.#onTimer, this.#maxWaitMs).unref();
    this.#release();
  };

  #release(): void {
    const waiting = this.#flushed;
    this.#flushed = [];
    for (const done of waiting) done();
  }

  #giveUp(err: NodeJS.ErrnoException): void {
    this.#broken = true;
    this.#writing = undefined;
    this.#gathered = '';
    if (err.code !== 'EPIPE') tellStderr(`log destination failed (${err.code ?? err.message}); log lines are dropped from now on`);
    this.#release();
  }
}

function tellStderr(message: string): void {
  try {
    writeSync(2, `dutyscout: ${message}\n`);
  } catch {
    // stderr gone as well: nothing left to tell.
  }
}

const isBusy = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'EAGAIN' || code === 'EBUSY';
};
