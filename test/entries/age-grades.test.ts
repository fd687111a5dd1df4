// Age grades wherever sellers state them: in prose in several languages, and in descriptions the
// page carries only in structured data or page-state JSON (often HTML inside a JSON string).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractProductFacts } from '../../src/entries/product-facts.ts';

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body><h1>Wooden Puzzle</h1>${body}</body></html>`;
const ages = (html: string) => extractProductFacts(html).age_range.map((a) => a.value);

describe('age grades in prose', () => {
  it('Dutch and Portuguese "from" and "and up" forms', () => {
    for (const text of ['Geschikt voor kinderen vanaf 4 jaar', 'Speelgoed voor 4 jaar en ouder', 'Indicado a partir dos 4 anos', 'Brinquedo para 4 anos ou mais']) {
      assert.deepEqual(ages(page(`<p>${text}</p>`)), [{ min_years: 4, max_years: null }], text);
    }
  });

  it('"suitable for babies from 6 months" is half a year and up; a bare "from 3 years" (a warranty) is no age', () => {
    assert.deepEqual(ages(page('<p>Suitable for babies from 6 months.</p>')), [{ min_years: 0.5, max_years: null }]);
    assert.deepEqual(ages(page('<p>Guaranteed from 3 years of purchase.</p>')), []);
  });

  it('a warranty\'s years with a price are no age ("Garantia 3 Anos +20.00€", "Garantie 2 ans +15 €")', () => {
    assert.deepEqual(ages(page('<ul><li>Garantia 3 Anos +20.00€</li><li>Garantie 2 ans +15 €</li><li>Warranty 3Y+ 12.00</li></ul>')), []);
  });
});

describe('age grades in descriptions held in JSON', () => {
  it('a JSON-LD description with escaped line breaks gives the age, with the description as evidence', () => {
    const ld = { '@context': 'https://schema.org', '@type': 'Product', name: 'Wooden Puzzle', description: 'A fun puzzle.<br>Recommended for ages 4 to 10.' };
    const facts = extractProductFacts(page('', `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`));
    assert.deepEqual(facts.age_range.map((a) => a.value), [{ min_years: 4, max_years: 10 }]);
    assert.equal(facts.age_range[0].evidence.source, 'json-ld');
    assert.match(facts.age_range[0].evidence.snippet, /^description: Recommended for ages 4 to 10/);
  });

  it('a page-state product description in HTML, escaped once more, gives the age; its EU under-3 warning stays a warning', () => {
    const state = { product: { name: 'Wooden Puzzle', sku: 'WP-1', description: '&lt;p&gt;Für Kinder ab 6 Jahren.&lt;/p&gt;&lt;p&gt;Nicht für Kinder unter 36 Monaten geeignet.&lt;/p&gt;' } };
    const facts = extractProductFacts(page(`<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`));
    assert.deepEqual(facts.age_range.map((a) => [a.value, a.evidence.source]), [[{ min_years: 6, max_years: null }, 'page-state']]);
    assert.deepEqual(facts.age_warnings.map((a) => a.value), [{ min_years: 3, max_years: null }]);
  });

  it('a recommended product\'s description in page-state is not read (only the first product-like object)', () => {
    const state = { product: { name: 'Wooden Puzzle', sku: 'WP-1', description: 'A puzzle.' }, related: [{ name: 'Robot', sku: 'R-2', description: 'For ages 12 and up' }] };
    assert.deepEqual(ages(page(`<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`)), []);
  });
});
