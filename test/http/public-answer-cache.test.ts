// duty_impact's REST answers kept per question (src/http/answer-cache.ts): a kept answer is the
// very bytes the tool makes fresh, for every kind of question, and the day, the value and every
// input field are part of the question. The v1 lookup's: test/tariffs/lookup-kept-answers.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../support/app.ts';
import { freshDutyImpactBody, unlimitedApp } from '../support/duty-impact.ts';
import { AnswerCache } from '../../src/http/answer-cache.ts';
import { answerBody, type OperationAnswer } from '../../src/http/operation.ts';

const PATH = '/api/mcp/tariffs/duty_impact';
const QUESTIONS: Record<string, unknown>[] = [
  { htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china' },
  { htsCodes: ['7326.90.8688', '8708.29.5160', '9403.99.9020', 'ABCD.EF.GHIJ'], annualImportValueUsd: 1_234_567.89, countryOfOrigin: 'eu', asOf: '2025-09-01' },
  { htsCodes: ['8703.22.0110'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'canada', asOf: '2025-09-01', answers: { usmca_qualifying: false } },
  { htsCodes: ['8418.10.0010'], annualImportValueUsd: 100_000, countryOfOrigin: 'china', asOf: '2026-07-01' },
  { htsCodes: ['7326.90.86'], annualImportValueUsd: 5000, countryOfOrigin: 'other' },
  { htsCodes: ['7616.10.3000', '0402.99.6800'], annualImportValueUsd: 0, countryOfOrigin: 'japan', originCountry: 'JP' },
  { htsCodes: ['8482.10.5032'], annualImportValueUsd: 42, countryOfOrigin: 'mexico', email: 'buyer@shop.example' },
];

describe('duty_impact answers kept per question', () => {
  let t: TestApp;
  before(async () => {
    t = await unlimitedApp();
  });
  after(() => t.dispose());

  /** The answer made fresh, as before any was kept: the tool run and its envelope, serialised. */
  const fresh = async (question: Record<string, unknown>) => JSON.stringify(await freshDutyImpactBody(t, question));
  const ask = async (question: Record<string, unknown>) => {
    const res = await t.post(PATH, question);
    const text = await res.text();
    assert.equal(res.status, 200, text);
    assert.equal(Number(res.headers.get('content-length')), Buffer.byteLength(text));
    return text;
  };

  it('answers the same bytes as the tool made fresh, first asked, kept and from the cache', async () => {
    for (const question of QUESTIONS) {
      const expected = await fresh(question);
      for (let i = 0; i < 3; i++) assert.equal(await ask(question), expected, `${JSON.stringify(question)}, asked ${i + 1} times`);
    }
  });

  it('a question without asOf is answered for the day it is asked, whatever was kept the day before', async () => {
    const question = { htsCodes: ['7318.15.2030'], annualImportValueUsd: 9000, countryOfOrigin: 'other' };
    const today = JSON.parse(await ask(question)).as_of;
    await ask(question);
    await ask(question);
    t.clock.advance(86_400_000);
    const next = JSON.parse(await ask(question));
    assert.notEqual(next.as_of, today);
    assert.equal(JSON.stringify(next), await fresh(question));
  });

  it('another value, origin or answer is another question', async () => {
    const base = { htsCodes: ['8703.22.0110'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'canada', asOf: '2025-09-01' };
    for (let i = 0; i < 2; i++) await ask(base);
    for (const other of [{ ...base, annualImportValueUsd: 2_000_000 }, { ...base, countryOfOrigin: 'china' }, { ...base, answers: { usmca_qualifying: false } }, { ...base, originCountry: 'CA' }]) {
      assert.equal(await ask(other), await fresh(other), JSON.stringify(other));
    }
  });
});

describe('duty_impact answers kept by their body text', () => {
  let t: TestApp;
  before(async () => {
    t = await unlimitedApp();
  });
  after(() => t.dispose());

  const op = () => t.operations.find((o) => o.path === PATH)!;
  const askText = async (text: string) => {
    const res = await t.post(PATH, text);
    assert.equal(res.status, 200, await res.clone().text());
    return res.text();
  };

  it('a body asked again is answered from what was kept for its text, the same bytes', async () => {
    const text = JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 777, countryOfOrigin: 'china' });
    assert.equal(op().keptAnswer!(text), undefined, 'nothing kept before the question was asked');
    const first = await askText(text);
    await askText(text);
    const kept = op().keptAnswer!(text);
    assert.ok(kept && 'jsonBytes' in kept, 'kept from its second sight');
    assert.equal(kept.jsonBytes.toString(), first);
    assert.equal(await askText(text), first);
  });

  it('a kept body is still refused for a Content-Type that is not JSON (415 before the kept answer)', async () => {
    const text = JSON.stringify({ htsCodes: ['7318.15.2030'], annualImportValueUsd: 778, countryOfOrigin: 'china' });
    await askText(text);
    await askText(text);
    assert.ok(op().keptAnswer!(text));
    const res = await t.post(PATH, text, undefined, { 'content-type': 'text/plain' });
    assert.equal(res.status, 415);
  });

  it('a body that may hold an email address is never kept by its text (its question without the email is)', async () => {
    const plain = { htsCodes: ['8482.10.5032'], annualImportValueUsd: 779, countryOfOrigin: 'mexico' };
    const withEmail = JSON.stringify({ ...plain, email: 'buyer@shop.example' });
    // The same address with its '@' escaped: JSON reads it as the same string.
    const escaped = withEmail.replace('@', '\\u0040');
    assert.equal(JSON.parse(escaped).email, 'buyer@shop.example');
    for (const text of [withEmail, withEmail, escaped, escaped]) await askText(text);
    assert.equal(op().keptAnswer!(withEmail), undefined);
    assert.equal(op().keptAnswer!(escaped), undefined);
    // Both were asked as the question without the email, which the plain body's answer shows.
    assert.equal(await askText(withEmail), await askText(JSON.stringify(plain)));
  });
});

describe('AnswerCache', () => {
  const made = (text: string) => {
    let calls = 0;
    return { make: async () => (calls++, { text }), calls: () => calls };
  };

  const NOW = Date.UTC(2026, 10, 27, 12);
  const DAY = 86_400_000;
  /** A call whose body is `text` (a body may be any text to the cache). */
  const body = (text: string) => ({ bodyText: text, question: undefined });

  // The JSON an answer sends, and its Content-Length, whichever form the cache gave it in.
  const sent = (answer: OperationAnswer) => {
    const body = answerBody(answer);
    return { text: body.text.toString(), bytes: body.bytes ?? Buffer.byteLength(body.text) };
  };

  it('keeps a key from its second sight, as UTF-8 bytes, and makes nothing for it after', async () => {
    const cache = new AnswerCache();
    const m = made('{"a":"é"}');
    const first = await cache.get(NOW, body('k'), m.make);
    assert.ok('jsonText' in first, 'an answer seen once is sent as made, no Buffer made for it');
    assert.deepEqual(sent(first), { text: '{"a":"é"}', bytes: 10 });
    for (let i = 0; i < 3; i++) {
      const again = await cache.get(NOW, body('k'), m.make);
      assert.ok('jsonBytes' in again);
      assert.deepEqual(sent(again), { text: '{"a":"é"}', bytes: 10 });
    }
    assert.equal(m.calls(), 2);
    assert.equal(cache.size, 1);
  });

  it("sends a made answer's UTF-8 length as its maker gave it, and measures it when not given", async () => {
    const cache = new AnswerCache();
    const given = await cache.get(NOW, body('given'), async () => ({ text: '{"a":"é"}', bytes: 10 }));
    assert.deepEqual(answerBody(given), { text: '{"a":"é"}', bytes: 10 });
    assert.equal(answerBody(await cache.get(NOW, body('measured'), async () => ({ text: '{"a":"é"}' }))).bytes, undefined, 'left to the pipeline to measure');
  });

  it('answers at once, not through a promise, when its maker answers at once (the v1 lookup waits no turn for it)', () => {
    const cache = new AnswerCache();
    for (let i = 0; i < 3; i++) {
      const answer = cache.get(NOW, body('now'), () => ({ text: '{"n":1}', bytes: 7 }));
      assert.ok(!(answer instanceof Promise), `asked ${i + 1} times`);
      assert.deepEqual(sent(answer), { text: '{"n":1}', bytes: 7 });
    }
  });

  it('keeps answers for one UTC day: the next day makes them again, and one made across midnight is not kept', async () => {
    const cache = new AnswerCache();
    const m = made('{"day":1}');
    for (let i = 0; i < 3; i++) await cache.get(NOW, body('k'), m.make);
    assert.equal(m.calls(), 2);
    const found = cache.keptFor(() => NOW);
    assert.ok(found('k'));
    const nextDay = NOW + DAY;
    assert.equal(cache.keptFor(() => nextDay)('k'), undefined, 'gone the next day');
    assert.ok('jsonText' in (await cache.get(nextDay, body('k'), m.make)));
    assert.equal(m.calls(), 3);
    // Asked twice on one day, the second answer finished after midnight: nothing kept for either day.
    const late = new AnswerCache();
    await late.get(NOW, body('late'), async () => ({ text: '{}' }));
    const pending = late.get(NOW, body('late'), async () => {
      await late.get(nextDay, body('other'), async () => ({ text: '{}' }));
      return { text: '{}' };
    });
    assert.ok('jsonText' in (await pending));
    assert.equal(late.keptFor(() => nextDay)('late'), undefined);
    assert.equal(late.keptFor(() => NOW)('late'), undefined);
  });

  it('a body that may hold an email is kept by its question, never by its text', async () => {
    const cache = new AnswerCache();
    const text = '{"email":"a@b.example","n":1}';
    for (let i = 0; i < 2; i++) await cache.get(NOW, { bodyText: text, question: { n: 1 } }, async () => ({ text: '{"n":1}' }));
    assert.equal(cache.size, 1);
    assert.equal(cache.keptFor(() => NOW)(text), undefined);
    const other = '{"email":"c@d.example","n":1}';
    assert.ok('jsonBytes' in (await cache.get(NOW, { bodyText: other, question: { n: 1 } }, async () => ({ text: 'not asked' }))), 'the same question, another address');
  });

  it('stays within its entries and bytes, the oldest going first', async () => {
    const cache = new AnswerCache({ maxEntries: 3, maxBytes: 1000 });
    const twice = async (key: string, text: string) => {
      await cache.get(NOW, body(key), async () => ({ text }));
      await cache.get(NOW, body(key), async () => ({ text }));
    };
    for (const k of ['a', 'b', 'c', 'd']) await twice(k, 'x'.repeat(10));
    assert.equal(cache.size, 3);
    const a = made('new');
    assert.equal(sent(await cache.get(NOW, body('a'), a.make)).text, 'new', 'the oldest key went');
    await twice('big', 'y'.repeat(400));
    assert.ok(cache.bytes <= 1000, String(cache.bytes));
    await twice('huge', 'z'.repeat(600));
    assert.equal(cache.size <= 3 && cache.bytes <= 1000, true);
  });
});
