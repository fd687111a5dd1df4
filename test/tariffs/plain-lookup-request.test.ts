// The v1 lookup's common body is taken without the schema's walk (plainLookupRequest): it may
// only take what htsLookupRequest accepts, and give the same input for it. Held to the schema
// over bodies of every shape near the edges, valid and not.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { htsLookupRequest, plainLookupRequest } from '../../src/tariffs/schemas.ts';

const code = (n: number) => `73${String(n % 100).padStart(2, '0')}.90.${String(n).padStart(4, '0').slice(-4)}`;
const DAYS = ['2026-09-01', '2024-02-29', '2023-02-29', '2026-02-30', '2026-04-31', '2026-12-31', '2026-13-01', '2026-9-1', ' 2026-09-01', '2026-09-01T00:00:00Z', '0000-01-01', '9999-12-31', '', 20260901, true, null, undefined, {}];
const CODE_LISTS: unknown[] = [
  [code(1)],
  Array.from({ length: 50 }, (_, i) => code(i)),
  Array.from({ length: 51 }, (_, i) => code(i)),
  [],
  ['x'.repeat(64)],
  ['x'.repeat(65)],
  ['é'.repeat(64)],
  [''],
  [code(1), 7326908688],
  [code(1), null],
  [['7326.90.8688']],
  '7326.90.8688',
  null,
  { 0: '7326.90.8688', length: 1 },
];

/** Every body to try: each code list with each day, present or not, and with other keys beside them. */
function* bodies(): Generator<unknown> {
  for (const codes of CODE_LISTS) {
    yield { codes };
    for (const day of DAYS) yield { codes, as_of: day };
    yield { as_of: '2026-09-01', codes };
    yield { codes, as_of: '2026-09-01', extra: 1 };
    yield { codes, country_of_origin: 'china' };
    yield { codes, answers: {} };
    yield JSON.parse(`{"codes":${JSON.stringify(codes) ?? 'null'},"__proto__":{"as_of":"2026-09-01"}}`);
  }
  yield null;
  yield [];
  yield [{ codes: [code(1)] }];
  yield 'codes';
  yield 7;
  yield {};
  yield { as_of: '2026-09-01' };
}

// The schema's own output lists a field left out as undefined or not at all (zod's compiled
// and first-call paths differ): the handler reads fields by name, so only the values count.
const values = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

it('takes only bodies the schema accepts, and gives the input the schema gives', () => {
  let taken = 0;
  let total = 0;
  for (const body of bodies()) {
    total++;
    const plain = plainLookupRequest(body);
    if (plain === undefined) continue;
    taken++;
    const checked = htsLookupRequest.safeParse(body);
    assert.ok(checked.success, `taken but refused by the schema: ${JSON.stringify(body)}`);
    assert.deepEqual(values(plain), values(checked.data), `another input than the schema's for ${JSON.stringify(body)}`);
  }
  assert.ok(taken >= 12 && taken < total / 2, `took ${taken} of ${total}`);
});

it('takes the common bodies: codes alone, with a day, with a null day', () => {
  assert.deepEqual(plainLookupRequest({ codes: ['7326.90.8688'] }), { codes: ['7326.90.8688'] });
  assert.deepEqual(plainLookupRequest({ codes: ['7326.90.8688'], as_of: '2024-02-29' }), { codes: ['7326.90.8688'], as_of: '2024-02-29' });
  assert.deepEqual(plainLookupRequest({ codes: ['7326.90.8688'], as_of: null }), { codes: ['7326.90.8688'], as_of: undefined });
  assert.equal(plainLookupRequest({ codes: ['7326.90.8688'], as_of: '2023-02-29' }), undefined, 'not a calendar day: the schema says why');
});
