// Evidence quoted from a long block of text is cut at word boundaries, with an ellipsis on each
// side cut: a seller searching the page for the quote finds it ("esting Lab" is on no page).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assessReadiness } from '../../src/entries/readiness.ts';

it('text evidence starts and ends on whole words, marked "…" where the block goes on', () => {
  const html = readFileSync(new URL('../fixtures/entries/synthetic-toy-listing-ready.html', import.meta.url), 'utf8');
  const r = assessReadiness(html);
  // The words of the page as a reader sees them (the fixture's only entities are &#9888; and &ndash;).
  const words = new Set(html.replace(/<[^>]*>/g, ' ').replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n))).replace(/&ndash;/g, '–').split(/\s+/));
  const snippets = [...r.checks.flatMap((c) => c.evidence), ...r.efiling_elements.flatMap((e) => e.shown.map((f) => f.evidence))]
    .filter((e) => e.source === 'text' && !e.snippet.startsWith('<')); // a link is quoted as its markup
  assert.ok(snippets.length > 3);
  for (const { snippet } of snippets) {
    const inner = snippet.replace(/^…|…$/g, '').split(' ');
    assert.ok(words.has(inner[0]!), `starts mid-word: ${snippet}`);
    assert.ok(words.has(inner[inner.length - 1]!), `ends mid-word: ${snippet}`);
  }
  assert.ok(snippets.some((e) => e.snippet.startsWith('…') && e.snippet.endsWith('…') && e.snippet.includes('Example Testing Lab')), 'a quote cut on both sides says so');
});
