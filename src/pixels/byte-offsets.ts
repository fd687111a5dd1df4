// Evidence offsets are found as UTF-16 indexes into the JS string; the report gives UTF-8 byte
// offsets (what `dd`, editors and other tools use on the saved page). One ordered walk converts them all.
import type { Finding } from './types.ts';

export function toByteOffsets(html: string, findings: readonly Finding[]): void {
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
}
