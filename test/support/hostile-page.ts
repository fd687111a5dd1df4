// Pages built to be slow to analyse (issue 34, "Hostile pages"), for the tests that check the
// service answers them 422 page_too_complex within its budget and stays responsive meanwhile.
import { hostilePage } from '../../bench/lib/hostile-pages.ts';

/** The body of a crafted page, between its <body> and </body>. */
const bodyOf = (page: string): string => page.slice(page.indexOf('<body>') + '<body>'.length, page.lastIndexOf('</body>'));

/**
 * Two real crafted shapes (bench/lib/hostile-pages.ts) in one page of about `bytes`: 60% a Tag
 * Manager loader per new container ID (the densest work for the tag scan), then 40% <div>
 * opened and never closed (slow for both). At 5 MB, on the two-core test machine at load 4,
 * five runs in process: tag scan 167-503 ms, readiness check 249-536 ms, at least five times a
 * test budget of 30 ms, where a small page takes 1-5 ms in a warm worker. Under the egress's
 * 5 MiB page limit.
 */
export function craftedSlowPage(bytes = 5_000_000): string {
  const tagBytes = Math.floor(bytes * 0.6);
  const tags = hostilePage('gtm-containers', tagBytes);
  return tags.slice(0, tags.indexOf('<body>') + '<body>'.length) + bodyOf(tags) + bodyOf(hostilePage('deep-div', bytes - tagBytes)) + '</body></html>';
}

/**
 * A stand-in for a page whose analysis takes as long as a test needs: the test analysis worker
 * (slow-analysis-worker.ts) busy-spins on any page containing this marker.
 */
export const SLOW_ANALYSIS_MARKER = '<!-- dutyscout-test: slow analysis -->';

export const slowAnalysisPage = (): string =>
  `<!doctype html><html><head><title>Slow</title>${SLOW_ANALYSIS_MARKER}<script>fbq("init","123456789012345");</script></head><body>shop</body></html>`;
