// A warning's age is a warning: the EU small-parts warning ("not suitable for children under 36
// months", Toy Safety Directive 2009/48/EC Annex V) says who must not have the toy, not whom it is
// for, so it is kept apart from the age grade, in every language sellers copy it in.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractProductFacts } from '../../src/entries/product-facts.ts';
import { assessReadiness } from '../../src/entries/readiness.ts';

const page = (body: string) => `<!doctype html><html><head><meta property="og:type" content="product"></head><body><h1>Marble run</h1>${body}</body></html>`;

describe('the EU under-3 warning is not an age grade', () => {
  it('beside a real age grade, the grade is the one stated for the product', () => {
    const facts = extractProductFacts(page('<p>For ages 8 and up.</p><p>Warning: not suitable for children under 36 months. Small parts.</p>'));
    assert.deepEqual(facts.age_range.map((f) => f.value), [{ min_years: 8, max_years: null }]);
    assert.deepEqual(facts.age_warnings.map((f) => f.value), [{ min_years: 3, max_years: null }]);
  });

  it('alone, it leaves the age grade missing and the report says why', () => {
    const r = assessReadiness(page('<p>Attention: not suitable for children under 3 years.</p>'));
    assert.deepEqual(r.facts.age_range, []);
    const age = r.checks.find((c) => c.id === 'age_grade')!;
    assert.equal(age.points_earned, 0);
    assert.match(age.message, /warning, not an age grade/);
    assert.ok(age.evidence.some((e) => /36 months|3 years/.test(e.snippet)));
  });

  it('in French, German, Spanish, Italian, Portuguese and Dutch', () => {
    for (const text of [
      'Attention ! Ne convient pas aux enfants de moins de 36 mois.',
      'Achtung! Nicht geeignet für Kinder unter 36 Monaten.',
      'Advertencia: no apto para menores de 36 meses.',
      'Avvertenza: non adatto a bambini di età inferiore a 36 mesi.',
      'Atenção: não adequado para crianças com menos de 36 meses.',
      'Waarschuwing: niet geschikt voor kinderen jonger dan 36 maanden.',
    ]) {
      const facts = extractProductFacts(page(`<p>${text}</p>`));
      assert.equal(facts.age_range.length, 0, text);
      assert.equal(facts.age_warnings.length, 1, text);
    }
  });

  it('in a labelled age row it is a warning too', () => {
    const facts = extractProductFacts(page('<table><tr><th>Age</th><td>Not suitable for children under 3 years</td></tr></table>'));
    assert.equal(facts.age_range.length, 0);
    assert.ok(facts.age_warnings.some((f) => f.evidence.source === 'table'));
  });

  it('"not suitable for children under 12 years" is a lower bound on the age, not the small-parts warning', () => {
    const facts = extractProductFacts(page('<p>Chemistry set. Not suitable for children under 12 years.</p>'));
    assert.deepEqual(facts.age_range.map((f) => f.value), [{ min_years: 12, max_years: null }]);
    assert.equal(facts.age_warnings.length, 0);
  });
});
