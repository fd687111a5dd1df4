// draft_comment_letter's MCP answer (AgentAnswer in src/http/public-tool.ts). The REST body
// carries the letter twice (text and Markdown), the docket notice a third time (it opens the
// letter), each code's full lookup and the duty estimate's assumptions: 63 KB for three codes.
// An agent gets the letter once as text, the lookups in hts_lookup's compact form without
// adjacent listings, and the duty figures the letter states; the assumptions and citations
// behind the estimate are duty_impact's answer, and the Markdown is the REST body's.
import { z } from '@hono/zod-openapi';
import type { AgentAnswer } from '../http/public-tool.ts';
import type { HtsLookupResult } from '../tariffs/lookup.ts';
import { compactLookup, compactLookupParts, compactLookupResult } from '../tariffs/lookup-compact.ts';
import { dutyImpactPayload } from '../tariffs/schemas.ts';
import { usd } from '../tariffs/agent-answers.ts';
import { letterDocket } from './schemas.ts';


const dutyFigures = dutyImpactPayload.pick({ regime: true, country_of_origin: true, annual_import_value_usd: true, total_duty_usd: true, estimate_usd: true, ordinary_duty_usd: true, order_of_magnitude: true, not_included: true }).extend({
  parts: z.array(dutyImpactPayload.shape.parts.element.pick({ part: true, label: true, chapter99_heading: true, rate_pct: true, usd: true, when: true })),
});

const docketWithoutNulls = letterDocket.omit({ notice: true, title: true, action: true, takes: true, window: true }).extend({
  title: z.string().optional(),
  action: z.string().optional(),
  takes: z.string().optional(),
  window: z.record(z.string(), z.union([z.string(), z.number()])),
});

const letterPayload = z.object({
  as_of: z.string(),
  docket_id: z.string(),
  docket: docketWithoutNulls,
  inclusion_request_id: z.string().optional(),
  position: z.enum(['oppose', 'support']),
  letter: z.object({ subject: z.string(), text: z.string(), filename: z.string() }),
  lookups: z.object({
    results: z.array(compactLookupResult),
    lists: compactLookupParts.lists,
    treatments: compactLookupParts.treatments,
    questions: compactLookupParts.questions,
    notes: compactLookupParts.notes,
  }),
  duty_impact: dutyFigures.nullable(),
});

const withoutNulls = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

interface LetterBody {
  as_of: string;
  docket_id: string;
  docket: Record<string, unknown> & { notice: string; window: Record<string, unknown> };
  inclusion_request_id: string | null;
  position: 'oppose' | 'support';
  letter: { subject: string; text: string; markdown: string; filename: string };
  lookups: HtsLookupResult[];
  duty_impact: null | (Record<string, unknown> & { parts: Array<Record<string, unknown>>; total_duty_usd: { low: number; mid: number; high: number } });
}

export const letterAgentAnswer: AgentAnswer = {
  compact: {
    payload: letterPayload,
    from: (raw) => {
      const b = raw as unknown as LetterBody;
      const { notice: _inTheLetter, window, ...docket } = b.docket;
      const { data: _inTheCitation, ...lookups } = compactLookup(b.lookups, { adjacentKept: 0 });
      const d = b.duty_impact;
      return {
        as_of: b.as_of,
        docket_id: b.docket_id,
        docket: { ...withoutNulls(docket), window: withoutNulls(window) },
        ...(b.inclusion_request_id === null ? {} : { inclusion_request_id: b.inclusion_request_id }),
        position: b.position,
        letter: { subject: b.letter.subject, text: b.letter.text, filename: b.letter.filename },
        lookups,
        duty_impact: d && {
          regime: d.regime,
          country_of_origin: d.country_of_origin,
          annual_import_value_usd: d.annual_import_value_usd,
          total_duty_usd: d.total_duty_usd,
          estimate_usd: d.estimate_usd,
          ordinary_duty_usd: d.ordinary_duty_usd,
          order_of_magnitude: d.order_of_magnitude,
          parts: d.parts.map(({ part, label, chapter99_heading, rate_pct, usd: dollars, when }) => ({ part, label, chapter99_heading, rate_pct, usd: dollars, when })),
          not_included: d.not_included,
        },
      };
    },
  },
  summary: (raw) => {
    const b = raw as unknown as LetterBody;
    const codes = b.lookups.map((r) => `${r.code} (${r.status})`).join(', ');
    const lines = [
      `Drafted a comment letter that ${b.position === 'oppose' ? 'opposes' : 'supports'} inclusion, on docket ${b.docket_id}, dated ${b.as_of}, for ${codes}.`,
      `Docket: ${b.docket.notice}`,
    ];
    if (b.duty_impact) {
      const t = b.duty_impact.total_duty_usd;
      lines.push(`The letter states an estimated duty of ${usd(t.low)} to ${usd(t.high)} a year (mid ${usd(t.mid)}).`);
    }
    lines.push(
      'The letter is letter.text in the structured content: show it to the user to review. Paragraphs marked "Before filing (remove this paragraph from the letter)" are notes to the submitter. ' +
        'Nothing is filed: the user submits it on regulations.gov.',
    );
    return lines.join('\n');
  },
};
