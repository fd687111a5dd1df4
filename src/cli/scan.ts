// dutyscout scan: scan one storefront page (a saved HTML file, or a public URL fetched through
// the egress rules) for legacy, duplicated and drifting ad-pixel, analytics and tag-manager code.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { BLIND_SPOTS, scanHtml, withDriftFindings, type Finding, type ScanResult, type Severity, type TagInventoryEntry } from '../pixels/index.ts';
import { cliCommand } from './args.ts';
import { loadPage } from './page-source.ts';

const HELP = `usage: dutyscout scan URL_OR_FILE [--json] [--baseline REPORT.json]

Reads one storefront page (a saved HTML file, scanned without any network, or an http(s)
URL fetched through the service's egress rules) and reports the ad-pixel, analytics and
tag-manager code visible in its HTML: legacy tags (Universal Analytics, ga.js, the old
Meta pixel, Shopify ScriptTags, ...), duplicates, and the tag inventory, each finding
with the bytes it rests on and the vendor page it cites.

options:
  --json                 print the report as JSON (save it to use as a baseline later)
  --baseline REPORT.json compare with a report saved by --json and add drift findings
                         (tags added, removed, IDs changed; a legacy tag coming back is an error)
  -h, --help             this text

Score: 100 minus 20 per distinct error and 8 per distinct warning, at most 30 per vendor
family, never below 0; info findings cost nothing.
Environment (URLs only): EGRESS_ALLOW_PRIVATE, EGRESS_ALLOWED_PORTS, SUPPORT_CONTACT.`;

export interface ScanReport extends ScanResult {
  source: string;
  fetched_at?: string;
}

const cli = cliCommand('scan', HELP);

const baselineSchema = z.object({
  inventory: z.array(z.object({ vendor: z.string(), ids: z.array(z.string()), rule_ids: z.array(z.string()) })),
});

function readBaseline(path: string): TagInventoryEntry[] | string {
  if (!existsSync(path) || !statSync(path).isFile()) return `no such baseline file: ${path}`;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    return `baseline ${path} is not JSON: ${(err as Error).message}`;
  }
  const parsed = baselineSchema.safeParse(data);
  if (!parsed.success) return `baseline ${path} is not a report saved by dutyscout scan --json (no valid "inventory")`;
  return parsed.data.inventory;
}

const COLOURS: Record<Severity, string> = { error: '\x1b[31m', warn: '\x1b[33m', info: '\x1b[36m' };
const BOLD = '\x1b[1m';
const RESET = '\x1b[0m';
const HEADINGS: Record<Severity, string> = { error: 'ERRORS', warn: 'WARNINGS', info: 'INFO' };

/** Page bytes are printed as JSON strings: newlines stay visible and control bytes cannot reach the terminal. */
function quote(snippet: string): string {
  return JSON.stringify(snippet);
}

export function formatReport(report: ScanReport, colour: boolean): string {
  const paint = (code: string, text: string): string => (colour ? `${code}${text}${RESET}` : text);
  const out: string[] = [];
  out.push(paint(BOLD, `Storefront tag scan: ${report.source}`));
  if (report.fetched_at) out.push(`Fetched: ${report.fetched_at}`);
  out.push(`Platform: ${report.platform ?? 'not identified'}    Size: ${report.bytes} bytes`);
  for (const severity of ['error', 'warn', 'info'] as const) {
    const findings = report.findings.filter((f) => f.severity === severity);
    out.push('', paint(COLOURS[severity], `${HEADINGS[severity]} (${findings.length})`));
    if (findings.length === 0) out.push('  none');
    for (const f of findings) out.push(...formatFinding(f, paint(COLOURS[severity], f.rule_id)));
  }
  const c = report.severity_counts;
  out.push('', paint(BOLD, `Score: ${report.score}/100`) + `  (${c.error} errors, ${c.warn} warnings, ${c.info} info)`);
  out.push('', 'This scan cannot see:');
  for (const blind of BLIND_SPOTS) out.push(`  - ${blind}`);
  out.push('Findings point at what the HTML shows; they are not a fix pack.');
  return out.join('\n') + '\n';
}

function formatFinding(f: Finding, label: string): string[] {
  const lines = [`  ${label}${f.vendor ? `  [${f.vendor}]` : ''}${f.ids && f.ids.length > 0 ? `  ${f.ids.join(', ')}` : ''}`];
  lines.push(`      ${f.message}`);
  for (const e of f.evidence ?? []) {
    lines.push(`      evidence: ${e.element}${e.offset === null ? '' : ` @ byte ${e.offset}`}: ${quote(e.snippet)}`);
  }
  if (f.count !== undefined && f.count > (f.evidence?.length ?? 0)) lines.push(`      (${f.count} occurrences in all)`);
  if (f.reference) lines.push(`      see: ${f.reference}`);
  return lines;
}

export async function run(args: string[]): Promise<number> {
  const parsed = cli.parse(args, { json: { type: 'boolean' }, baseline: { type: 'string' } }, { positionals: true });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return cli.usageError(positionals.length === 0 ? 'give one page: a URL or an HTML file' : 'give exactly one page');
  let baseline: TagInventoryEntry[] | undefined;
  if (values.baseline !== undefined) {
    const read = readBaseline(values.baseline);
    if (typeof read === 'string') return cli.usageError(read);
    baseline = read;
  }

  const page = await loadPage(positionals[0], cli);
  if (typeof page === 'number') return page;
  const { html, source, fetchedAt } = page;

  const result = scanHtml(html, { url: fetchedAt === undefined ? undefined : source });
  const scanned = baseline === undefined ? result : withDriftFindings(result, baseline);
  const report: ScanReport = { source, ...(fetchedAt === undefined ? {} : { fetched_at: fetchedAt }), ...scanned };
  const colour = process.stdout.isTTY === true && !process.env.NO_COLOR;
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, colour));
  return 0;
}
