// Evidence offsets are found as UTF-16 indexes into the JS string; the report gives UTF-8 byte
// offsets (what `dd`, editors and other tools use on the saved page). One ordered walk converts
// them all and, carried on to the end, gives the page's size in bytes (a second pass over the
// page for its size alone was about 3% of a scan on the news-2013 pages).
import type { Finding } from './types.ts';

/** Rewrites every evidence offset from a UTF-16 index to a UTF-8 byte offset; returns the page's UTF-8 length. */
export function toByteOffsets(html: string, findings: readonly Finding[]): number {
  const evidence = findings.flatMap((f) => f.evidence ?? []).filter((e) => e.offset !== null);
  evidence.sort((a, b) => a.offset! - b.offset!);
  let charPos = 0;
  let bytePos = 0;
  for (const e of evidence) {
    const target = e.offset!;
    if (target > charPos) {
      bytePos += Buffer.byteLength(html.slice(charPos, target), 'utf8');
      charPos = target;
    }
    e.offset = bytePos;
  }
  return bytePos + Buffer.byteLength(html.slice(charPos), 'utf8');
}
