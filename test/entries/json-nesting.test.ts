// JSON cut to a depth before it is parsed (src/entries/json-nesting.ts): what stays is the same
// JSON, what is deeper reads as null, and brackets inside strings are not nesting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutDeepJson } from '../../src/entries/json-nesting.ts';

test('JSON within the depth comes back as it was', () => {
  const text = '{"a":[1,{"b":"x]}[{"}],"c":{}}';
  assert.deepEqual(cutDeepJson(text, 3), { text, cut: 0 });
});

test('arrays and objects deeper than the depth read as null; strings, escapes and siblings are kept', () => {
  const text = '{"a":{"b":{"c":[1,2]},"d":"\\"}{"},"e":[[["deep"]],3]}';
  const { text: cut, cut: count } = cutDeepJson(text, 2);
  assert.equal(count, 2);
  assert.deepEqual(JSON.parse(cut), { a: { b: null, d: '"}{' }, e: [null, 3] });
});

test('an unclosed deep value is cut to the end, and a million nested arrays come back small', () => {
  assert.deepEqual(cutDeepJson('[[[[1', 2), { text: '[[null', cut: 1 });
  const deep = `${'['.repeat(1_000_000)}1${']'.repeat(1_000_000)}`;
  const { text, cut } = cutDeepJson(deep, 64);
  assert.equal(cut, 1);
  assert.equal(JSON.stringify(JSON.parse(text)), `${'['.repeat(64)}null${']'.repeat(64)}`);
});
