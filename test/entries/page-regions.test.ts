// Facts come from the product's own part of the page: navigation, footers, customer reviews, Q&A
// and other products (related, recommended, tiles) talk about other things. Small pages written
// for each behaviour.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractProductFacts } from '../../src/entries/product-facts.ts';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
const product = '<main><h1>Wooden Puzzle</h1><p>A puzzle of twelve pieces.</p></main>';
const ages = (html: string) => extractProductFacts(html).age_range.map((a) => a.value);

describe('regions about other things are not the product', () => {
  it('an age in a customer review or a Q&A answer is not the product\'s age grade', () => {
    assert.deepEqual(ages(page(`${product}<div id="customerReviews"><div class="review">My son is 5 and it is great for ages 3+</div></div>`)), []);
    assert.deepEqual(ages(page(`${product}<section class="product-questions"><p>Q: What age? A: Ages 6 and up I think</p></section>`)), []);
  });

  it('an age on another product\'s tile in a carousel or a "customers also bought" list is not this product\'s', () => {
    assert.deepEqual(ages(page(`${product}<section class="related-products"><div><a href="/p/2">Robot kit</a> Ages 8+</div></section>`)), []);
    assert.deepEqual(ages(page(`${product}<div class="also-bought"><div class="product-tile">Train set, ages 3-6</div></div>`)), []);
  });

  it('a "Made in Italy" menu link or footer line is not the country of origin', () => {
    const facts = extractProductFacts(page(`<nav><a href="/c/italy">Made in Italy</a></nav>${product}<footer>Designed and made in Portugal since 1950</footer>`));
    assert.deepEqual(facts.country_of_origin, []);
  });

  it('the same words in the product\'s own description count', () => {
    const facts = extractProductFacts(page('<main><h1>Wooden Puzzle</h1><p>For ages 3+. Made in Portugal.</p></main><div class="reviews">Ages 10+</div>'));
    assert.deepEqual(facts.age_range.map((a) => a.value), [{ min_years: 3, max_years: null }]);
    assert.deepEqual(facts.country_of_origin.map((c) => c.value), ['Portugal']);
  });

  it('a theme that wraps the whole product in a "product-card" keeps its text: the region holds the page\'s <h1>', () => {
    const facts = extractProductFacts(page('<div class="product-card"><h1>Wooden Puzzle</h1><p>For ages 4 to 10</p></div><div class="product-card"><h2>Other</h2><p>Ages 12+</p></div>'));
    assert.deepEqual(facts.age_range.map((a) => a.value), [{ min_years: 4, max_years: 10 }]);
  });
});
