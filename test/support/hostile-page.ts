// Pages built to be slow to analyse (issue 34, "Hostile pages"), for the tests that check the
// service answers them 422 page_too_complex within its budget and stays responsive meanwhile.
import { hostilePage } from '../../bench/lib/hostile-pages.ts';

/** The body of a crafted page, between its <body> and </body>. */
const bodyOf = (page: string): string => page.slice(page.indexOf('<body>') + '<body>'.length, page.lastIndexOf('</body>'));

/**
 * Two real crafted shapes (bench/lib/hostile-pages.ts) in one page of about `bytes`: half a Tag
 * Manager loader per new container ID (the slowest shape for the tag scan), then half <div>
 * opened and never closed (slow for both). At 4.5 MB, best of three in-process runs on the
 * test machine at load 4-5: 0.26-0.33 s of tag scan and 0.42-0.62 s of readiness check, over six
 * times a test budget of 40 ms, where a small page takes a few milliseconds in a warm worker.
 * Under the egress's 5 MiB page limit.
 */
export function craftedSlowPage(bytes = 4_500_000): string {
  const half = Math.floor(bytes / 2);
  const tags = hostilePage('gtm-containers', half);
  return tags.slice(0, tags.indexOf('<body>') + '<body>'.length) + bodyOf(tags) + bodyOf(hostilePage('deep-div', half)) + '</body></html>';
}

/**
 * A stand-in for a page whose analysis takes as long as a test needs: the test analysis worker
 * (slow-analysis-worker.ts) busy-spins on any page containing this marker.
 */
export const SLOW_ANALYSIS_MARKER = '<!-- dutyscout-test: slow analysis -->';

export const slowAnalysisPage = (): string =>
  `<!doctype html><html><head><title>Slow</title>${SLOW_ANALYSIS_MARKER}<script>fbq("init","123456789012345");</script></head><body>shop</body></html>`;
