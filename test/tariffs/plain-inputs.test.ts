// The common bodies of the v1 lookup and of duty_impact are taken without the schema's walk
// (plainLookupRequest, plainDutyImpactInput): each may only take what its schema accepts, and
// give the same input for it. Held to the schemas over bodies of every shape near the edges.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from '@hono/zod-openapi';
import { htsLookupRequest, plainDutyImpactInput, plainLookupRequest } from '../../src/tariffs/schemas.ts';
import { tariffs } from '../../src/tariffs/routes.ts';
import { toolInputSchema } from '../../src/http/public-tool.ts';
import { loadConfig } from '../../src/config.ts';
import type { AppDeps } from '../../src/http/context.ts';

const dutyImpact = tariffs.publicTools!({ config: loadConfig({}) } as unknown as AppDeps).find((t) => t.name === 'duty_impact')!;

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
const VALUES: unknown[] = [250000, 0, -0, 0.5, 1e15, 1e15 + 2, -1, Infinity, '250000', null, undefined, true];
const ORIGINS: unknown[] = ['china', 'other', 'eu', 'south_korea', 'China', 'brazil', '', null, undefined, 7];
const ODD: unknown[] = [null, [], 'codes', 7, {}, [{ codes: [code(1)] }]];

function* lookupBodies(): Generator<unknown> {
  for (const codes of CODE_LISTS) {
    yield { codes };
    for (const day of DAYS) yield { codes, as_of: day };
    yield { as_of: '2026-09-01', codes };
    yield { codes, as_of: '2026-09-01', extra: 1 };
    yield { codes, country_of_origin: 'china' };
    yield { codes, answers: {} };
    yield JSON.parse(`{"codes":${JSON.stringify(codes) ?? 'null'},"__proto__":{"as_of":"2026-09-01"}}`);
  }
  yield* ODD;
  yield { as_of: '2026-09-01' };
}

function* dutyBodies(): Generator<unknown> {
  for (const htsCodes of CODE_LISTS) for (const annualImportValueUsd of VALUES) for (const countryOfOrigin of ORIGINS) yield { htsCodes, annualImportValueUsd, countryOfOrigin };
  const common = { htsCodes: [code(1)], annualImportValueUsd: 250000, countryOfOrigin: 'china' };
  yield { ...common, email: 'buyer@shop.example' };
  yield { ...common, email: 'not an address' };
  yield { ...common, asOf: '2026-09-01' };
  yield { ...common, originCountry: 'CN' };
  yield { ...common, answers: {} };
  yield { ...common, extra: 1 };
  yield JSON.parse(`{"htsCodes":["${code(1)}"],"annualImportValueUsd":1e999,"countryOfOrigin":"china"}`);
  yield JSON.parse(`{"htsCodes":["${code(1)}"],"annualImportValueUsd":1,"countryOfOrigin":"china","__proto__":{}}`);
  yield* ODD;
}

// The schema's own output lists a field left out as undefined or not at all (zod's compiled
// and first-call paths differ): the handlers read fields by name, so only the values count.
const values = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

function holdsToSchema(plain: (value: unknown) => object | undefined, schema: z.ZodType, bodies: Iterable<unknown>): void {
  let taken = 0;
  let total = 0;
  for (const body of bodies) {
    total++;
    const input = plain(body);
    if (input === undefined) continue;
    taken++;
    const checked = schema.safeParse(body);
    assert.ok(checked.success, `taken but refused by the schema: ${JSON.stringify(body)}`);
    assert.deepEqual(values(input), values(checked.data as object), `another input than the schema's for ${JSON.stringify(body)}`);
  }
  assert.ok(taken >= 10 && taken < total / 2, `took ${taken} of ${total}`);
}

it('the lookup: takes only bodies the schema accepts, and gives the input the schema gives', () => {
  holdsToSchema(plainLookupRequest, htsLookupRequest, lookupBodies());
});

it('duty_impact: takes only bodies its REST schema (with the email) accepts, and gives the input it gives', () => {
  holdsToSchema(plainDutyImpactInput, toolInputSchema(dutyImpact), dutyBodies());
});

it('takes the common bodies: codes alone, with a day, with a null day; a value and an origin group', () => {
  assert.deepEqual(plainLookupRequest({ codes: ['7326.90.8688'] }), { codes: ['7326.90.8688'] });
  assert.deepEqual(plainLookupRequest({ codes: ['7326.90.8688'], as_of: '2024-02-29' }), { codes: ['7326.90.8688'], as_of: '2024-02-29' });
  assert.deepEqual(plainLookupRequest({ codes: ['7326.90.8688'], as_of: null }), { codes: ['7326.90.8688'], as_of: undefined });
  assert.equal(plainLookupRequest({ codes: ['7326.90.8688'], as_of: '2023-02-29' }), undefined, 'not a calendar day: the schema says why');
  const duty = { htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china' };
  assert.deepEqual(plainDutyImpactInput(duty), duty);
  assert.equal(plainDutyImpactInput({ ...duty, email: 'buyer@shop.example' }), undefined, 'the email is the schema\'s to check and drop');
});
