// Small helpers for the pixel tests: scan an HTML string and look findings up.
import { scanHtml, type Finding, type ScanResult } from '../../src/pixels/index.ts';

export function page(head: string, body = ''): string {
  return `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;
}

export function scan(html: string): ScanResult {
  return scanHtml(html);
}

export function findings(html: string, ruleId: string): Finding[] {
  return scanHtml(html).findings.filter((f) => f.rule_id === ruleId);
}

export function ruleIds(html: string): string[] {
  return scanHtml(html).findings.map((f) => f.rule_id);
}

/** The bytes of the page at an evidence offset, as long as the snippet. */
export function bytesAt(html: string, offset: number, snippet: string): string {
  const bytes = Buffer.from(html, 'utf8');
  return bytes.subarray(offset, offset + Buffer.byteLength(snippet, 'utf8')).toString('utf8');
}
