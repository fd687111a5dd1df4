// The cache under the v1 lookup's per-code JSON and the public tools' kept answers: a key is kept
// from its second offer, never its first, within its bounds.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { TextCache, textSize } from '../src/text-cache.ts';

const text = (t: string) => ({ text: t, bytes: Buffer.byteLength(t) });

it('keeps a key from its second offer, not its first, and the first value offered after is not taken', () => {
  const cache = new TextCache({ maxEntries: 100, maxBytes: 1 << 20 }, textSize);
  cache.offer('a', text('1'));
  assert.equal(cache.get('a'), undefined);
  cache.offer('b', text('2'));
  cache.offer('a', text('1'));
  assert.deepEqual(cache.get('a'), text('1'));
  assert.equal(cache.get('b'), undefined);
  cache.offer('a', text('changed'));
  assert.deepEqual(cache.get('a'), text('1'), 'a kept key stays as it is');
});

it('a stream of keys never seen again keeps nothing; keys seen twice among them are kept', () => {
  const cache = new TextCache({ maxEntries: 1_000, maxBytes: 1 << 20 }, textSize);
  for (let i = 0; i < 50_000; i++) cache.offer(`2026-09-01\u0000${i}`, text(String(i)));
  assert.equal(cache.size, 0);
  assert.equal(cache.bytes, 0);
  // Offered twice in a row, each of these is kept, whatever the stream before them left behind.
  for (let i = 0; i < 200; i++) {
    cache.offer(`again ${i}`, text(String(i)));
    cache.offer(`again ${i}`, text(String(i)));
  }
  assert.equal(cache.size, 200);
  assert.deepEqual(cache.get('again 7'), text('7'));
});

it('secondSight says true once per key, then keep() holds it within the entry bound', () => {
  const cache = new TextCache<string>({ maxEntries: 3, maxBytes: 1 << 20 }, (v) => v.length * 2);
  for (const key of ['a', 'b', 'c', 'd']) {
    assert.equal(cache.secondSight(key), false);
    assert.equal(cache.secondSight(key), true);
    cache.keep(key, key.toUpperCase());
    assert.equal(cache.secondSight(key), false, 'kept: nothing more to make');
  }
  assert.equal(cache.size, 3);
  assert.equal(cache.get('a'), undefined, 'the oldest went first');
  assert.equal(cache.get('d'), 'D');
});

it('clear lets everything go, kept and seen once, and the cache fills again within its bounds', () => {
  const cache = new TextCache({ maxEntries: 3, maxBytes: 1 << 20 }, textSize);
  for (const k of ['a', 'b', 'c', 'd']) {
    cache.offer(k, text(k));
    cache.offer(k, text(k));
  }
  cache.offer('seen', text('s'));
  cache.clear();
  assert.equal(cache.size, 0);
  assert.equal(cache.bytes, 0);
  for (const k of ['b', 'c', 'd']) assert.equal(cache.get(k), undefined);
  cache.offer('seen', text('s'));
  assert.equal(cache.get('seen'), undefined, 'what was seen once before clear counts for nothing');
  for (const k of ['e', 'f', 'g', 'h']) {
    cache.offer(k, text(k));
    cache.offer(k, text(k));
  }
  assert.equal(cache.size, 3);
  assert.deepEqual(['e', 'f', 'g', 'h'].map((k) => cache.get(k)?.text), [undefined, 'f', 'g', 'h']);
});
