// readiness_check's MCP text (AgentAnswer in src/http/public-tool.ts): the verdict, what
// overrules it and what the page does not show, in a few lines; the checks, evidence and facts
// stay in the structured content. Read defensively: the report's shape is the rubric's.
import type { AgentAnswer } from '../http/public-tool.ts';

interface ReadinessBody {
  final_url: string;
  score: number;
  band: string;
  classification?: { certificate_expected?: string; childrens_product?: boolean | null };
  blockers?: Array<{ message: string }>;
  efiling_elements_missing?: string[];
  statement?: string;
}

export const readinessAgentAnswer: AgentAnswer = {
  summary: (raw) => {
    const b = raw as unknown as ReadinessBody;
    const certificate = b.classification?.certificate_expected;
    const lines = [
      `Readiness of ${b.final_url}: ${b.band.replace(/_/g, ' ')}, score ${b.score}/100 (how much of the evidence a certifier needs the page shows)` +
        (certificate ? `; certificate expected: ${certificate}.` : '.'),
    ];
    for (const blocker of b.blockers ?? []) lines.push(`- Blocker: ${blocker.message}`);
    const missing = b.efiling_elements_missing ?? [];
    if (missing.length) lines.push(`eFiling elements not fully shown: ${missing.join('; ')}`);
    if (b.statement) lines.push(b.statement);
    return lines.join('\n');
  },
};
