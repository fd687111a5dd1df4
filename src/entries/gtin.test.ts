import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkGtin } from './gtin.ts';
import { extractProductFacts } from './product-facts.ts';

test('valid GTIN-8, -12, -13 and -14 are accepted with their format', () => {
  assert.deepEqual(checkGtin('96385074'), { ok: true, gtin: '96385074', format: 'GTIN-8' });
  assert.deepEqual(checkGtin('036000291452'), { ok: true, gtin: '036000291452', format: 'GTIN-12' });
  assert.deepEqual(checkGtin('4006381333931'), { ok: true, gtin: '4006381333931', format: 'GTIN-13' });
  assert.deepEqual(checkGtin('10012345678902'), { ok: true, gtin: '10012345678902', format: 'GTIN-14' });
  assert.deepEqual(checkGtin(' 0 36000-29145 2 '), { ok: true, gtin: '036000291452', format: 'GTIN-12' });
});

test('a wrong check digit, a wrong length, letters and all zeros are refused with a reason', () => {
  const wrong = checkGtin('036000291453');
  assert.equal(wrong.ok, false);
  assert.match(!wrong.ok ? wrong.reason : '', /check digit should be 2/);
  assert.equal(checkGtin('4006381333932').ok, false);
  assert.equal(checkGtin('12345678901').ok, false);
  assert.equal(checkGtin('W005759888').ok, false);
  assert.equal(checkGtin('000000000000').ok, false);
});

test('an internal item number in og:upc is not taken as a GTIN; a valid gtin13 in JSON-LD is', () => {
  const facts = extractProductFacts(`<html><head>
    <meta property="og:type" content="product"><meta property="og:upc" content="W005759888">
    <script type="application/ld+json">{"@type":"Product","name":"Mug","gtin13":"4006381333931","gtin12":"036000291453"}</script>
  </head><body><h1>Mug</h1></body></html>`);
  assert.deepEqual(facts.gtin.map((g) => g.value.gtin), ['4006381333931']);
  assert.equal(facts.gtin[0].evidence.source, 'json-ld');
  const rejected = new Map(facts.rejected_identifiers.map((r) => [r.value, r]));
  assert.equal(rejected.get('W005759888')?.evidence.source, 'opengraph');
  assert.match(rejected.get('036000291453')?.reason ?? '', /check digit/);
});
