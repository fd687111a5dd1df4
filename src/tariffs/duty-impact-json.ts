// duty_impact's REST answer as JSON text: the bytes JSON.stringify writes, with the fields that
// do not depend on the yearly value written once per question and day.
//
// Why: the answer is about 9.8 KB for one code, and JSON.stringify of it was the largest single
// cost of a duty_impact request whose value changes every time (about 20 of its 35 us of
// operation in process, more than the estimate itself; bench/request-path-js.ts). Most of those
// bytes do not move with the value: the envelope, not_included, load_factor, citations, the data
// gaps and every assumption but the first depend on the codes, origin, answers and day alone.
// (JSON.rawJSON, which the issue suggested, takes only a primitive: it cannot stand for an array
// or an object, so it cannot hold these.)
//
// A question (everything but the value, and the day) seen a second time gets a plan: the answer's
// fields in their order, each either its JSON text, made then, or the name of a field written for
// each answer. Only the fields CONSTANT_FIELDS does not name, and the first assumption, are
// written per answer. A field added to the answer is written fresh until it is named constant
// here, never kept by mistake. test/tariffs/duty-impact-json.test.ts
// checks the bytes against JSON.stringify over questions of every shape and many values.
//
// The answer comes with its UTF-8 length (its Content-Length), each kept run's counted once with
// the plan: measuring the answer whole, a text put together from runs that has to be made flat
// first, cost 4-7 us a request in a loop, half as much as writing it (2026-11-27).
import { TextCache, type KeptText } from '../text-cache.ts';
import type { JsonText } from '../http/operation.ts';

/** Fields whose JSON depends on the question and day alone, never on the yearly value. */
const CONSTANT_FIELDS: ReadonlySet<string> = new Set([
  'ok', 'tool', 'source', 'wraps', 'citation', 'watchlistCta', 'honesty', 'as_of', 'regime', 'country_of_origin', 'origin_country',
  'not_included', 'load_factor', 'citations', 'data_gaps', 'hts_revision', 'sources_as_of', 'data_through',
]);
/** The first assumption states the value; every one after it is the question's. */
const ASSUMPTIONS = 'assumptions';

/** A run of the answer: JSON text as it is, a field written per answer, or the assumptions after the first; kept text with its UTF-8 length. */
type Step = KeptText | { field: string } | { assumptionsAfterFirst: string; bytes: number };

interface Plan {
  steps: Step[];
  size: number;
}

const kept = (text: string): KeptText => ({ text, bytes: Buffer.byteLength(text) });

export interface DutyImpactJsonLimits {
  maxEntries?: number;
  /** Bytes of kept text and keys (UTF-16, two bytes a character). */
  maxBytes?: number;
}

/** The question an answer's constant fields depend on: every input but the value (and the email), and the day. */
export function questionKey(input: Record<string, unknown>, day: number): string {
  return `${day}\u0000${JSON.stringify([input.htsCodes, input.countryOfOrigin, input.originCountry ?? null, input.answers ?? null, input.asOf ?? null])}`;
}

/** A writer of duty_impact answers; `write(body, key)` gives JSON.stringify(body)'s text (with its UTF-8 length once planned), `key` from questionKey. */
export function dutyImpactJson({ maxEntries = 500, maxBytes = 4 * 1024 * 1024 }: DutyImpactJsonLimits = {}) {
  const plans = new TextCache<Plan>({ maxEntries, maxBytes }, (plan) => plan.size);
  return (body: Record<string, unknown>, key: string): JsonText => {
    const plan = plans.get(key);
    if (plan) return written(plan, body);
    if (!plans.secondSight(key)) return { text: JSON.stringify(body) };
    const made = planOf(body);
    plans.keep(key, made);
    return written(made, body);
  };
}

function planOf(body: Record<string, unknown>): Plan {
  const steps: Step[] = [];
  let text = '{';
  let first = true;
  for (const field in body) {
    const value = body[field];
    // JSON.stringify leaves out a field whose value it cannot write.
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    text += `${first ? '' : ','}${JSON.stringify(field)}:`;
    first = false;
    if (CONSTANT_FIELDS.has(field)) {
      text += JSON.stringify(value);
    } else if (field === ASSUMPTIONS && Array.isArray(value) && value.length > 0) {
      // "[first" is written per answer; the rest (",...]") is the question's.
      const rest = JSON.stringify(value.slice(1)).slice(1);
      steps.push(kept(text), { assumptionsAfterFirst: rest, bytes: Buffer.byteLength(rest) });
      text = '';
    } else {
      steps.push(kept(text), { field });
      text = '';
    }
  }
  steps.push(kept(`${text}}`));
  const size = steps.reduce((n, s) => n + 2 * ('text' in s ? s.text.length : 'assumptionsAfterFirst' in s ? s.assumptionsAfterFirst.length : s.field.length), 0);
  return { steps, size };
}

// The UTF-8 length of the whole is the sum of its runs': each is JSON text of whole values and
// punctuation, so no run ends inside a character (JSON.stringify escapes a lone surrogate).
function written({ steps }: Plan, body: Record<string, unknown>): JsonText {
  let out = '';
  let bytes = 0;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if ('text' in step) {
      out += step.text;
      bytes += step.bytes;
    } else if ('field' in step) {
      const value = body[step.field];
      // A question's answers have the same fields; should one be missing, the plan does not fit.
      if (value === undefined) return { text: JSON.stringify(body) };
      const json = JSON.stringify(value);
      out += json;
      bytes += Buffer.byteLength(json);
    } else {
      const first = JSON.stringify((body[ASSUMPTIONS] as unknown[])[0]);
      // An empty rest is "]": the first alone.
      const part = step.assumptionsAfterFirst === ']' ? `[${first}` : `[${first},`;
      out += part + step.assumptionsAfterFirst;
      bytes += Buffer.byteLength(part) + step.bytes;
    }
  }
  return { text: out, bytes };
}
