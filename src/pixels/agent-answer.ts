// scan_storefront's MCP text (AgentAnswer in src/http/public-tool.ts): the score and each
// finding in a line; evidence and the tag inventory stay in the structured content.
import type { AgentAnswer } from '../http/public-tool.ts';

interface ScanBody {
  final_url: string;
  score: number;
  severity_counts: { error: number; warn: number; info: number };
  findings: Array<{ severity: string; rule_id: string; message: string }>;
  platform: string | null;
}

export const scanAgentAnswer: AgentAnswer = {
  summary: (raw) => {
    const b = raw as unknown as ScanBody;
    const c = b.severity_counts;
    const lines = [`Tag scan of ${b.final_url}${b.platform ? ` (${b.platform})` : ''}: score ${b.score}/100; ${c.error} error, ${c.warn} warn, ${c.info} info finding(s).`];
    for (const f of b.findings) lines.push(`- ${f.severity} ${f.rule_id}: ${f.message}`);
    return lines.join('\n');
  },
};
