// What crosses between the service and an analysis worker: plain data, structured-cloned.
import type { ReadinessOptions, ReadinessReport } from '../entries/readiness.ts';
import type { ScanResult } from '../pixels/types.ts';

/**
 * A page to analyse: its text, or (a fetched page) its bytes and their encoding, copied to the
 * worker and decoded there (src/egress/charset.ts). Bytes are the cheaper to send: half the
 * size of the text for most pages (V8 keeps nearly every real page at two bytes a character),
 * off the JavaScript heap, and the service's thread never decodes them: under 50 concurrent
 * scans, pages waiting for a thread held as text took some 80 MiB of its heap.
 */
export type PageSource = string | { body: Uint8Array; charset: string };

export type AnalysisTask =
  | { kind: 'scan'; page: PageSource; opts: { url?: string }; startedAt: BigInt64Array }
  | { kind: 'readiness'; page: PageSource; opts: ReadinessOptions; startedAt: BigInt64Array };

/** An error the analysis raised, as data: a worker's Error loses its own fields on the way back. */
export interface AnalysisFailure {
  name: string;
  message: string;
  /** A closed error code the error carried (e.g. invalid_request), if any. */
  code?: string;
  details?: Array<{ path: string; message: string }>;
}

export type AnalysisOutcome = { ok: true; report: ScanResult | ReadinessReport } | { ok: false; failure: AnalysisFailure };
