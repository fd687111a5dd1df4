// The tag scan's bounds on what it reads of a page (see page-limits.ts for why), and the
// finding that reports a page past them. Real pages stay far below every bound: on the 271
// pages of the shared set, at most 7 IDs in a finding and 91 matches of a detector.
import type { Finding } from './types.ts';
import type { PageLimits } from '../html/page-limits.ts';

/** Distinct IDs read per detector (a pattern id, e.g. `meta.init`): matches naming a further new ID are counted, not read. */
export const MAX_IDS_PER_DETECTOR = 50;
/**
 * Distinct IDs counted per detector past MAX_IDS_PER_DETECTOR (to say how many the page names):
 * further ones make the count "more than". A set of every unread ID was a quarter of scanning
 * 5 MB of fbq('init') calls (140,000 IDs).
 */
export const MAX_COUNTED_IDS = 10_000;
/** Matches kept per detector: later ones are counted, not kept (a finding's `count` stops there). */
export const MAX_HITS_PER_DETECTOR = 1000;
/**
 * Places a tag can sit that one scan reads (a script's src or code, a noscript or 1x1 image, an
 * iframe, a preload link, a meta tag): later ones are counted, not read. The shared pages have
 * at most 324; a page of 12,500 Tag Manager loaders a MB cost 2.4x an ordinary page per byte
 * reading every one, 1.55-2.47x reading 5,000 (the median of three processes over 2x in one run),
 * 1.17-1.36x reading 2,000 (bench/hostile-pages.ts; 2,000 is still six times the most a real page
 * holds).
 */
export const MAX_TAG_PLACES = 2000;
/** Entries read from one list the page declares (asyncLoad's ScriptTag URLs' hosts, webPixelsConfigList's pixels). */
export const MAX_LISTED = 50;

export const LIMITS_RULE_ID = 'scan.limits_reached';

/** The info finding naming every bound this page went past (no points), or null. */
export function limitsFinding(limits: PageLimits): Finding | null {
  if (limits.size === 0) return null;
  const f: Finding = {
    rule_id: LIMITS_RULE_ID,
    severity: 'info',
    message: `This page goes past what one scan reads, so the findings are partial: ${limits.clauses().join('; ')}.`,
    count: limits.size,
  };
  const evidence = limits.evidence().slice(0, 3);
  if (evidence.length > 0) f.evidence = evidence;
  return f;
}
