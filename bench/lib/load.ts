// One load generator for every HTTP benchmark (autocannon), so the service and its baseline
// are driven the same way in the same run.
import autocannon, { type Request as CannonRequest } from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  total: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  pipelining?: number;
  /** A body per request (codes never seen before, say) instead of the fixed `body`. */
  nextBody?: () => string;
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'POST',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 32,
    duration: opts.seconds ?? 8,
    pipelining: opts.pipelining ?? 1,
    ...(opts.nextBody ? { requests: [{ setupRequest: (req: CannonRequest) => ({ ...req, body: opts.nextBody!() }) }] } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}
