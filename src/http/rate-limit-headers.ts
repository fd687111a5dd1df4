// RateLimit-Policy / RateLimit headers (IETF draft "RateLimit header fields for HTTP"),
// with the remaining count of the policy nearest exhaustion.
import type { QuotaDecision } from '../ratelimit/limiter.ts';

export function rateLimitHeaders(decision: QuotaDecision): Record<string, string> {
  const nearest = decision.windows.reduce((a, b) => (b.remaining / b.limit < a.remaining / a.limit ? b : a));
  const headers: Record<string, string> = {
    'RateLimit-Policy': decision.policy,
    RateLimit: `"${nearest.name}";r=${nearest.remaining};t=${nearest.resetSeconds}`,
  };
  if (!decision.allowed && decision.retryAfterSeconds !== undefined) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return headers;
}
