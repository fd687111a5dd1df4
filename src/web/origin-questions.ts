// What the duty page and the lookup page share for issue 35's inputs: the origin-country field
// (any country, typed or picked from a datalist drawn from origin.ts, not a list of our own) and
// the question catalogue and answers (questions.ts), so a page asks the questions an answer names.
import { knownCountries } from '../tariffs/origin.ts';
import { QUESTION_IDS, QUESTIONS, type Answers, type QuestionId } from '../tariffs/questions.ts';
import { escape } from './html.ts';

export const COUNTRY_LIST_ID = 'countries';

export const ORIGIN_COUNTRY_HINT = 'Any country, by English name or ISO code (Switzerland, CH, United Kingdom, Viet Nam): the treatments the notes give by country apply exactly.';

let datalist: string | undefined;
/** Every country as an option, with its code and the contract's group (the duty page sets the group from it). */
export function countryDatalist(): string {
  datalist ??= `<datalist id="${COUNTRY_LIST_ID}">${knownCountries()
    .map((c) => `<option value="${escape(c.name)}" data-code="${c.code}" data-group="${c.group}"></option>`)
    .join('')}</datalist>`;
  return datalist;
}

/** The catalogue as JSON for the page's script: id to question and citation. */
export function questionCatalogueJson(): string {
  return JSON.stringify(Object.fromEntries(QUESTION_IDS.map((id) => [id, { question: QUESTIONS[id].question, citation: QUESTIONS[id].citation }])));
}

/** The answers a page's query names: each question id as its own parameter, yes or no (anything else is unanswered). */
export function answersFromQuery(query: (name: string) => string | undefined): Answers | undefined {
  const answers: Answers = {};
  for (const id of QUESTION_IDS) {
    const v = query(id);
    if (v === 'yes' || v === 'no') answers[id] = v === 'yes';
  }
  return Object.keys(answers).length ? answers : undefined;
}

/** The answers as query parameters, for the page's own links. */
export function answersQuery(answers: Answers | undefined): string {
  return Object.entries(answers ?? {})
    .map(([id, v]) => `&${id}=${v ? 'yes' : 'no'}`)
    .join('');
}

/**
 * The questions the answer left open (and those already answered, so an answer can be changed),
 * as yes / no / not answered radios in a GET form that looks the same codes up again.
 */
export function questionsForm(action: string, hidden: Record<string, string>, open: Map<QuestionId, string[]>, answers: Answers | undefined): string {
  const ids = QUESTION_IDS.filter((id) => open.has(id) || answers?.[id] !== undefined);
  if (ids.length === 0) return '';
  const fieldsets = ids
    .map((id) => {
      const given = answers?.[id];
      const radio = (value: string, label: string, checked: boolean) =>
        `<div class="choice"><input type="radio" id="q-${id}-${value || 'open'}" name="${id}" value="${value}"${checked ? ' checked' : ''}><label for="q-${id}-${value || 'open'}">${label}</label></div>`;
      const codes = open.get(id);
      return `<fieldset class="question"><legend>${escape(QUESTIONS[id].question)}</legend>
<p class="hint">${codes ? `Decides ${escape(codes.join(', '))}. ` : 'Answered. '}${escape(QUESTIONS[id].citation)}.</p>
<div class="choices">${radio('yes', 'Yes', given === true)}${radio('no', 'No', given === false)}${radio('', 'Not answered', given === undefined)}</div></fieldset>`;
    })
    .join('\n');
  const inputs = Object.entries(hidden)
    .filter(([, v]) => v !== '')
    .map(([name, v]) => `<input type="hidden" name="${escape(name)}" value="${escape(v)}">`)
    .join('');
  return `<section aria-labelledby="open-questions"><h2 id="open-questions">Questions that decide the duty</h2>
<p>Unanswered, a code whose duty depends on a fact reads as a range. Answer, then look up again.</p>
<form method="get" action="${escape(action)}" class="questions">${inputs}
${fieldsets}
<button type="submit">Look up again with these answers</button>
</form></section>`;
}
