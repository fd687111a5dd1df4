// A Section 232 comment letter, drafted from what the submitter gives and the lookups made for
// it: pure (no clock, no I/O), so every sentence can be traced to an input or a lookup. The
// letter is the submitter's own draft; nothing here files, stores or logs anything.

import { describeRate } from '../tariffs/rates.ts';
import type { HtsLookupResult } from '../tariffs/lookup.ts';
import type { CountryOfOrigin, DutyImpactResult } from '../tariffs/duty-impact.ts';
import type { DocketStatus } from './docket-status.ts';
import { dutyHeadline, partsSentence } from '../tariffs/headline.ts';

/** The BIS inclusions docket (FR 2025-15819, 90 FR 40326): the default a letter comments on. */
export const INCLUSIONS_DOCKET = 'BIS-2025-0023';

export type Position = 'oppose' | 'support';

export interface LetterFacts {
  domesticAvailability?: string;
  supplyChain?: string;
  jobs?: string;
}

export interface LetterInput {
  company: string;
  contactName: string;
  title?: string;
  email?: string;
  position: Position;
  htsCodes: string[];
  docketId: string;
  inclusionRequestId?: string;
  annualImportValueUsd?: number;
  countryOfOrigin?: CountryOfOrigin;
  facts?: LetterFacts;
}

export interface LetterLookups {
  /** The UTC day the lookups answer for. */
  asOf: string;
  /** One per code, in the order given. */
  results: HtsLookupResult[];
  /** The duty-impact estimate, only when both the annual value and the origin were given. */
  duty: DutyImpactResult | null;
  /** The docket on the letter's date: known or not, and whether its window is open. */
  docket: DocketStatus;
}

export interface Letter {
  subject: string;
  text: string;
  markdown: string;
  /** A file name for the download, without extension. */
  filename: string;
}

const FACT_HEADINGS: Array<[keyof LetterFacts, string]> = [
  ['domesticAvailability', 'Domestic availability'],
  ['supplyChain', 'Supply chain'],
  ['jobs', 'Jobs'],
];

const ORIGIN_NAMES: Record<CountryOfOrigin, string> = {
  canada: 'Canada',
  mexico: 'Mexico',
  eu: 'the European Union',
  china: 'China',
  japan: 'Japan',
  south_korea: 'South Korea',
  other: 'a country outside the groups the estimate names',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const range = (low: number, high: number) => (usd.format(low) === usd.format(high) ? usd.format(low) : `${usd.format(low)} to ${usd.format(high)}`);

// A letter is a list of blocks, rendered once as plain text and once as Markdown.
type Block =
  | { kind: 'line'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'lines'; lines: string[] };

/** What a lookup says about a code, in one sentence, with its regime and date. */
export function describeLookup(r: HtsLookupResult): string {
  const d = r.detail;
  const when = d ? ` (regime ${d.regime}, as of ${d.as_of})` : '';
  const sources = d && d.citations.length ? ` Sources: ${d.citations.join(', ')}.` : '';
  switch (r.status) {
    case 'hit': {
      const rate = d?.rate_pct != null ? `${describeRate(d.rate_pct, d.rate_basis ?? 'additional')} ` : '';
      const base = d?.value_base === 'metal_content' ? 'on the value of its metal content' : 'on its full value';
      return `${r.code}: subject to Section 232 duties${when}: provision ${d?.matching_provision ?? ''} on ${d?.list ?? 'a listed provision'}, heading ${d?.chapter99_heading ?? ''}, ${rate}${base}.${sources}`.replace(/ {2,}/g, ' ');
    }
    case 'in_scope_no_bis14': {
      const by = (d?.in_scope_by ?? []).map((s) => (s.kind === 'action' ? `${s.name} (${s.chapter99_heading})` : `metal chapter ${s.chapter}`));
      return `${r.code}: inside Section 232 scope but not on the derivative list${when}${by.length ? `; in scope by ${by.join(', ')}` : ''}.${sources}`;
    }
    case 'adjacent': {
      const near = r.adjacent_hits.slice(0, 3).map((h) => `${h.code_heading} (${h.article_name}, ${h.proposed_rate}%)`);
      return `${r.code}: not subject to Section 232 duties${when}; listed provisions sit beside it: ${near.join('; ')}.${sources}`;
    }
    case 'clear':
      return `${r.code}: not subject to Section 232 duties${when}.${sources}`;
    case 'invalid':
      return `${r.code}: not a valid 10-digit HTS statistical line; check the code before filing.`;
  }
}

function positionSentence(input: LetterInput): string {
  const codes = input.htsCodes.length === 1 ? 'the product classified under HTS code' : 'the products classified under HTS codes';
  const request = input.inclusionRequestId ? ` as requested in inclusion request ${input.inclusionRequestId}` : '';
  const verb = input.position === 'oppose' ? 'opposes' : 'supports';
  return `${input.company} ${verb} the inclusion of ${codes} ${input.htsCodes.join(', ')} among the steel and aluminum derivative articles subject to duties under Section 232 of the Trade Expansion Act of 1962${request}.`;
}

/** Opens each paragraph meant for the submitter alone, so it is not filed with the letter. */
const REMOVE_BEFORE_FILING = 'Before filing (remove this paragraph from the letter):';

function blocks(input: LetterInput, lookups: LetterLookups): { subject: string; body: Block[] } {
  const subject = `Comment on docket ${input.docketId}${input.inclusionRequestId ? `, inclusion request ${input.inclusionRequestId}` : ''}`;
  const body: Block[] = [
    // First, so a closed or unknown window cannot be missed: the submitter reads this before
    // the letter, and removes it before filing.
    { kind: 'para', text: `${REMOVE_BEFORE_FILING} ${lookups.docket.notice}` },
    { kind: 'line', text: lookups.asOf },
    { kind: 'lines', lines: ['Bureau of Industry and Security', 'U.S. Department of Commerce'] },
    { kind: 'heading', text: `Re: ${subject}` },
    { kind: 'para', text: positionSentence(input) },
    { kind: 'heading', text: 'The codes concerned' },
    { kind: 'para', text: `As of ${lookups.asOf}, the Section 232 lists in force say:` },
    { kind: 'list', items: lookups.results.map(describeLookup) },
  ];
  const duty = lookups.duty;
  if (duty && input.annualImportValueUsd !== undefined && input.countryOfOrigin !== undefined) {
    body.push(
      { kind: 'heading', text: 'Duty impact' },
      {
        kind: 'para',
        text:
          `${input.company} imports these products from ${ORIGIN_NAMES[input.countryOfOrigin]} at about ${usd.format(input.annualImportValueUsd)} a year. ` +
          `On that value the duty comes to an estimated ${range(duty.total_duty_usd.low, duty.total_duty_usd.high)} a year ` +
          `(mid ${usd.format(duty.total_duty_usd.mid)}; regime ${duty.regime}, as of ${duty.as_of}), an order-of-magnitude planning figure: ` +
          `${partsSentence(dutyHeadline(duty))}.`,
      },
      ...(duty.not_included ? [{ kind: 'para' as const, text: `The estimate does not include ${duty.not_included.join('; ')}.` }] : []),
    );
  }
  for (const [key, heading] of FACT_HEADINGS) {
    const text = input.facts?.[key];
    if (text) body.push({ kind: 'heading', text: heading }, ...text.split(/\n\s*\n/).map((p): Block => ({ kind: 'para', text: p.trim() })));
  }
  const verb = input.position === 'oppose' ? 'not to include' : 'to include';
  body.push(
    { kind: 'para', text: `For these reasons, ${input.company} asks the Bureau ${verb} these products.` },
    { kind: 'line', text: 'Respectfully submitted,' },
    { kind: 'lines', lines: [input.contactName, input.title, input.company, input.email].filter((l): l is string => Boolean(l)) },
    // Marked like the opening notice: a note to the submitter, not part of the filed letter.
    {
      kind: 'para',
      text:
        `${REMOVE_BEFORE_FILING} this is ${input.company}'s own draft, written from the facts ${input.company} supplied and the Section 232 lookups above. ` +
        `It is not legal advice, and nothing has been filed: review it, then submit it yourself to docket ${input.docketId} at regulations.gov.`,
    },
  );
  return { subject, body };
}

const wrapText = (b: Block): string => {
  switch (b.kind) {
    case 'line':
    case 'heading':
    case 'para':
      return b.text;
    case 'list':
      return b.items.map((i) => `- ${i}`).join('\n');
    case 'lines':
      return b.lines.join('\n');
  }
};

/**
 * Markdown that shows the given text as written: no emphasis, links, headings, rules, lists,
 * quotes or code blocks from it. Inline marks are escaped anywhere; what starts a block is
 * escaped at the start of a line: a line of `---` or `===` under another would make that one a
 * heading (a setext heading), `- `, `+ `, `1.` and `1)` a list, and four leading spaces a code
 * block (leading spaces are dropped: Markdown does not show them anyway).
 */
export function escapeMarkdown(s: string): string {
  return s
    .replace(/[\\`*_[\]<>#|~]/g, '\\$&')
    .replace(/^[ \t]+/gm, '')
    .replace(/^([-+=])/gm, '\\$1')
    .replace(/^(\d+)([.)])/gm, '$1\\$2');
}

const wrapMarkdown = (b: Block): string => {
  switch (b.kind) {
    case 'line':
    case 'para':
      return escapeMarkdown(b.text);
    case 'heading':
      return `## ${escapeMarkdown(b.text)}`;
    case 'list':
      return b.items.map((i) => `- ${escapeMarkdown(i)}`).join('\n');
    case 'lines':
      // Two trailing spaces: a line break inside one paragraph.
      return b.lines.map(escapeMarkdown).join('  \n');
  }
};

function fileSlug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'letter';
}

export function draftLetter(input: LetterInput, lookups: LetterLookups): Letter {
  const { subject, body } = blocks(input, lookups);
  return {
    subject,
    text: `${body.map(wrapText).join('\n\n')}\n`,
    markdown: `${body.map(wrapMarkdown).join('\n\n')}\n`,
    filename: `comment-${fileSlug(input.docketId)}-${fileSlug(input.company)}`,
  };
}
