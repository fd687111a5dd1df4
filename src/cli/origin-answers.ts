// The origin country and the answers a tariff command takes (--origin-country, --answer), as
// duty_impact and the v1 lookup take originCountry and answers: parsed here once for `duty`
// and `hts`, with the help text and the "how to answer" lines drawn from the question catalogue.

import { countryCode, knownCountries } from '../tariffs/origin.ts';
import { QUESTION_IDS, QUESTIONS, type Answers, type QuestionId } from '../tariffs/questions.ts';

export const ORIGIN_ANSWER_OPTIONS = {
  'origin-country': { type: 'string' },
  answer: { type: 'string', multiple: true },
} as const;

/** The help lines of --origin-country and --answer. */
export function originAnswerHelp(): string {
  return [
    '  --origin-country C  the country itself: an ISO 3166-1 alpha-2 code or an English name',
    '                  (CH, Switzerland, United Kingdom, Viet Nam); the partner treatments by',
    '                  country apply exactly',
    '  --answer ID=yes|no  settles one of the questions below (repeatable); an unanswered',
    '                  question leaves a range that names it',
  ].join('\n');
}

/** Every question id with its text and citation, from the catalogue. */
export function questionsHelp(): string {
  return ['questions (--answer ID=yes|no):', ...QUESTION_IDS.map((id) => `  ${id}\n      ${QUESTIONS[id].question} (${QUESTIONS[id].citation})`)].join('\n');
}

const YES = new Set(['yes', 'y', 'true']);
const NO = new Set(['no', 'n', 'false']);

/** The answers of repeated --answer ID=yes|no, or the usage error to print. */
export function parseAnswers(given: readonly string[] | undefined): Answers | undefined | { error: string } {
  if (!given || given.length === 0) return undefined;
  const answers: Answers = {};
  for (const item of given) {
    const [id = '', value = ''] = item.split('=', 2).map((s) => s.trim());
    if (!(QUESTION_IDS as readonly string[]).includes(id)) return { error: `--answer ${item}: '${id}' is not a question; one of ${QUESTION_IDS.join(', ')}` };
    const v = value.toLowerCase();
    if (!YES.has(v) && !NO.has(v)) return { error: `--answer ${item}: give ${id}=yes or ${id}=no` };
    answers[id as QuestionId] = YES.has(v);
  }
  return answers;
}

/** Edit distance, for naming the countries a mistyped name was near. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** The usage error for a country dutyscout does not know, naming up to five close matches; null when it is known. */
export function unknownCountry(input: string): string | null {
  if (countryCode(input) !== null) return null;
  const typed = input.trim().toLowerCase();
  const near = knownCountries()
    .map((c) => ({ c, d: c.name.toLowerCase().startsWith(typed) && typed.length >= 2 ? 0 : distance(typed, c.name.toLowerCase()) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(typed.length / 3)))
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map((x) => `${x.c.name} (${x.c.code})`);
  return `--origin-country '${input}' is not a country dutyscout knows${near.length ? `; did you mean ${near.join(', ')}?` : ''} (an ISO 3166-1 alpha-2 code or an English name)`;
}

/** "How to answer" lines for the codes' open questions: one per question, with the codes it concerns and the flag to add. */
export function openQuestionLines(perCode: ReadonlyArray<{ code: string; questions: readonly QuestionId[] }>): string[] {
  const codesOf = new Map<QuestionId, string[]>();
  for (const { code, questions } of perCode) for (const id of questions) codesOf.set(id, [...(codesOf.get(id) ?? []), code]);
  if (codesOf.size === 0) return [];
  return [
    'Open questions (each answer narrows the range; add the flag and run again):',
    ...[...codesOf].map(([id, codes]) => `  ${codes.join(', ')}: ${QUESTIONS[id].question} (${QUESTIONS[id].citation})\n    --answer ${id}=yes  or  --answer ${id}=no`),
  ];
}
