// The JSON of an operation's answers, kept for questions asked again: the v1 HTS lookup's, and a
// public tool's that declares `sameAnswerPerDay`. Only an answer that is a function of the input
// and the UTC day within one data revision (the data is read once per process) is kept, so the
// JSON kept for a key is the JSON the operation would make again.
// Kept as src/text-cache.ts keeps text: from a key's second sight, bounded, oldest out first.
//
// Kept as UTF-8 bytes, made once: sending the kept text encoded its 9.8 KB (a duty_impact
// answer) again on every request, 7% of the request's JavaScript in process
// (bench/request-path-js.ts). A Buffer is made only for an answer being kept, never for one
// sent once: a stream of fresh Buffers is external memory that sets off V8's full collections
// (src/tariffs/results-json.ts).

import { TextCache } from '../text-cache.ts';
import { andThen, type Eventually } from '../eventually.ts';
import type { JsonText, OperationAnswer } from './operation.ts';

const DAY_MS = 86_400_000;

/** The UTC day number of a time in milliseconds. */
export const utcDay = (now: number): number => Math.floor(now / DAY_MS);

// An email address (a public tool's input takes one and drops it before the tool runs; any body
// may carry one) must be no part of a key, which is kept in memory: a body that may hold one (an
// '@', or an escape that could spell it) is kept by its question (the checked input, without
// the email), any other by its text.
const mayHoldEmail = (bodyText: string) => bodyText.includes('@') || bodyText.includes('\\');

export interface AnswerCacheLimits {
  maxEntries?: number;
  /** Bytes of cached JSON (UTF-8) and keys (UTF-16, two bytes a character). */
  maxBytes?: number;
}

/** What a call's answer is kept under: its body's text, or its question (the input without the email). */
export interface AnswerOf {
  bodyText: string | undefined;
  question: unknown;
}

/**
 * Answers kept for one UTC day at a time (a question without a day of its own is asked of
 * today), by body text and, for a body that may hold an email, by question, each bounded.
 * The key is the body's text itself, the string the pipeline read: its hash is worked out once
 * for both looks a request makes (a key made as day + text was two new strings a request to
 * flatten and hash, about 3% of a never-seen one-code lookup in a CPU profile in process).
 */
export class AnswerCache {
  readonly #byBody: TextCache<Buffer>;
  readonly #byQuestion: TextCache<Buffer>;
  #day = Number.NaN;

  constructor({ maxEntries = 2_000, maxBytes = 4 * 1024 * 1024 }: AnswerCacheLimits = {}) {
    const sizeOf = (bytes: Buffer) => bytes.length;
    this.#byBody = new TextCache<Buffer>({ maxEntries, maxBytes }, sizeOf);
    this.#byQuestion = new TextCache<Buffer>({ maxEntries, maxBytes }, sizeOf);
  }

  get bytes(): number {
    return this.#byBody.bytes + this.#byQuestion.bytes;
  }

  get size(): number {
    return this.#byBody.size + this.#byQuestion.size;
  }

  /** Moves to the day of `now`, letting the answers kept for another day go. */
  #on(now: number): number {
    const day = utcDay(now);
    if (day !== this.#day) {
      this.#day = day;
      this.#byBody.clear();
      this.#byQuestion.clear();
    }
    return day;
  }

  /**
   * An operation's keptAnswer (Operation.keptAnswer): the answer kept today for this very body,
   * found before the body is parsed and checked.
   */
  keptFor(clock: () => number): (bodyText: string) => OperationAnswer | undefined {
    return (bodyText) => {
      this.#on(clock());
      if (mayHoldEmail(bodyText)) return undefined;
      const bytes = this.#byBody.get(bodyText);
      return bytes && { jsonBytes: bytes };
    };
  }

  /**
   * The answer for a call on the day of `now`: its kept bytes, or the JSON text `make` makes
   * (then kept, from its second sight); at once when `make` answers at once.
   */
  get(now: number, of: AnswerOf, make: () => Eventually<JsonText>): Eventually<OperationAnswer> {
    const day = this.#on(now);
    const byBody = of.bodyText !== undefined && !mayHoldEmail(of.bodyText);
    const cache = byBody ? this.#byBody : this.#byQuestion;
    const key = byBody ? of.bodyText! : JSON.stringify(of.question);
    const bytes = cache.get(key);
    if (bytes) return { jsonBytes: bytes };
    return andThen(make(), (made) => {
      // Made across midnight: kept for the day it was asked on, which has gone.
      if (this.#day === day && cache.secondSight(key)) {
        const kept = Buffer.from(made.text);
        cache.keep(key, kept);
        return { jsonBytes: kept };
      }
      return made.bytes === undefined ? { jsonText: made.text } : { jsonText: made.text, bytes: made.bytes };
    });
  }
}
