// What crosses between the service and an analysis worker: plain data, structured-cloned.
import type { ReadinessOptions, ReadinessReport } from '../entries/readiness.ts';
import type { ScanResult } from '../pixels/types.ts';

export type AnalysisTask =
  | { kind: 'scan'; html: string; opts: { url?: string }; startedAt: BigInt64Array }
  | { kind: 'readiness'; html: string; opts: ReadinessOptions; startedAt: BigInt64Array };

/** An error the analysis raised, as data: a worker's Error loses its own fields on the way back. */
export interface AnalysisFailure {
  name: string;
  message: string;
  /** A closed error code the error carried (e.g. invalid_request), if any. */
  code?: string;
  details?: Array<{ path: string; message: string }>;
}

export type AnalysisOutcome = { ok: true; report: ScanResult | ReadinessReport } | { ok: false; failure: AnalysisFailure };
