// duty_impact's REST JSON writer (src/tariffs/duty-impact-json.ts): the bytes JSON.stringify
// writes, for questions of every shape asked with many yearly values, once its plan is made and
// after; and over HTTP, a question asked with another value each time.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../support/app.ts';
import { freshDutyImpactBody, unlimitedApp } from '../support/duty-impact.ts';
import { dutyImpactJson, questionKey } from '../../src/tariffs/duty-impact-json.ts';

const PATH = '/api/mcp/tariffs/duty_impact';
// Shapes: one code and several, an 8-digit code's lines, an invalid code among valid ones, origins
// with and without a country, answers, the first day of the data and one after it runs out.
const QUESTIONS: Record<string, unknown>[] = [
  { htsCodes: ['7326.90.8688'], countryOfOrigin: 'china' },
  { htsCodes: ['7326.90.8688', '8708.29.5160', '9403.99.9020', 'ABCD.EF.GHIJ'], countryOfOrigin: 'eu', asOf: '2025-09-01' },
  { htsCodes: ['8703.22.0110'], countryOfOrigin: 'canada', asOf: '2025-09-01', answers: { usmca_qualifying: false } },
  { htsCodes: ['8418.10.0010'], countryOfOrigin: 'china', asOf: '2026-07-01' },
  { htsCodes: ['7326.90.86'], countryOfOrigin: 'other' },
  { htsCodes: ['7616.10.3000', '0402.99.6800'], countryOfOrigin: 'japan', originCountry: 'JP' },
  { htsCodes: ['8482.10.5032'], countryOfOrigin: 'mexico', originCountry: 'MX' },
  { htsCodes: ['7208.10.1500'], countryOfOrigin: 'other', originCountry: 'BR', asOf: '2025-03-12' },
  { htsCodes: ['9401.61.4011', '4418.20.4000'], countryOfOrigin: 'other', originCountry: 'GB', asOf: '2027-03-01' },
];
/** The writer's answer is JSON.stringify's text, with its UTF-8 length when it gives one. */
function assertWritten(got: { text: string; bytes?: number }, body: unknown, message: string): void {
  assert.equal(got.text, JSON.stringify(body), message);
  if (got.bytes !== undefined) assert.equal(got.bytes, Buffer.byteLength(got.text), `${message}: its UTF-8 length`);
}

const VALUES = [0, 1, 0.005, 42, 999.995, 250_000, 1_234_567.89, 12_345_678_901.25, 1e15];

describe('duty_impact REST JSON', () => {
  let t: TestApp;
  before(async () => {
    t = await unlimitedApp();
  });
  after(() => t.dispose());

  const bodyOf = (question: Record<string, unknown>) => freshDutyImpactBody(t, question);
  const day = () => Math.floor(t.clock() / 86_400_000);

  it('writes the bytes JSON.stringify writes, before its plan, as it makes it and after, for every shape and value', async () => {
    const write = dutyImpactJson();
    let random = 7;
    const values = [...VALUES, ...Array.from({ length: 20 }, () => (random = (random * 48271) % 2147483647) / 1000)];
    for (const q of QUESTIONS) {
      for (const [i, value] of values.entries()) {
        const question = { ...q, annualImportValueUsd: value };
        const body = await bodyOf(question);
        const got = write(body, questionKey(question, day()));
        assertWritten(got, body, `${JSON.stringify(question)}, answer ${i + 1}`);
        if (i >= 2) assert.notEqual(got.bytes, undefined, 'a planned answer comes with its length');
      }
    }
  });

  it('a question another day, or with another origin or answer, gets its own plan', async () => {
    const write = dutyImpactJson();
    const base = { htsCodes: ['8703.22.0110'], countryOfOrigin: 'canada', annualImportValueUsd: 5 };
    for (let i = 0; i < 3; i++) write(await bodyOf(base), questionKey(base, day()));
    for (const other of [{ ...base, countryOfOrigin: 'china' }, { ...base, answers: { usmca_qualifying: true } }, { ...base, originCountry: 'CA' }, { ...base, asOf: '2025-06-01' }]) {
      for (let i = 0; i < 3; i++) {
        const body = await bodyOf({ ...other, annualImportValueUsd: 10 + i });
        assertWritten(write(body, questionKey(other, day())), body, JSON.stringify(other));
      }
    }
    t.clock.advance(86_400_000);
    for (let i = 0; i < 3; i++) {
      const body = await bodyOf({ ...base, annualImportValueUsd: 20 + i });
      assertWritten(write(body, questionKey(base, day())), body, 'the next day');
    }
  });

  it('an answer missing a field its question’s plan writes is written whole', async () => {
    const write = dutyImpactJson();
    const question = { htsCodes: ['7326.90.8688'], countryOfOrigin: 'china', annualImportValueUsd: 3 };
    const key = questionKey(question, day());
    for (let i = 0; i < 2; i++) write(await bodyOf(question), key);
    const { per_code: _, ...without } = await bodyOf(question);
    assertWritten(write(without, key), without, 'written whole');
  });

  it('counts the UTF-8 length of text beyond ASCII, in kept and in fresh runs, surrogate pairs included', () => {
    const write = dutyImpactJson();
    const key = questionKey({ htsCodes: ['7326.90.8688'], countryOfOrigin: 'china' }, day());
    const body = (n: number) => ({
      ok: true,
      citations: ['19 U.S.C. § 1862 — “Section 232”', '😀'],
      per_code: [{ note: `é ${n} 😀 ✓`, lone: '\ud800' }],
      assumptions: [`value ${n} — ü`, 'the rest: ß 😀', '中文'],
      honesty: { flags: ['not_clearance'] },
    });
    for (let n = 0; n < 5; n++) assertWritten(write(body(n), key), body(n), `answer ${n + 1}`);
    assert.notEqual(write(body(9), key).bytes, undefined);
  });

  it('over HTTP, the same question with another value each time answers what the tool makes fresh', async () => {
    const question = { htsCodes: ['7326.90.8688', '7318.15.2030'], countryOfOrigin: 'china' };
    for (let value = 100; value < 106; value++) {
      const res = await t.post(PATH, { ...question, annualImportValueUsd: value });
      const text = await res.text();
      assert.equal(res.status, 200, text);
      assert.equal(text, JSON.stringify(await bodyOf({ ...question, annualImportValueUsd: value })), `value ${value}`);
      assert.equal(Number(res.headers.get('content-length')), Buffer.byteLength(text));
    }
  });
});
