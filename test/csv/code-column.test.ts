// Which column holds the HTS codes (src/csv/code-column.js), as the CLI and the duty page find it.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { parseCsv } from '../../src/csv/csv.js';
import { codeColumnByName, countryColumnByName, locateCodes } from '../../src/csv/code-column.js';

it('matches the names exports give a column of codes, loosely; not a description or a product code', () => {
  for (const name of ['HTS Code', 'hts_code', 'HTS', 'hts', 'Tariff code', 'HS code', 'HS-Code', 'HTSUS', 'HTS Code (10 digit)', 'Commodity Code', 'US Customs Tariff Number', 'HTS #', 'code']) {
    assert.equal(codeColumnByName(['Product name', name, 'Price']), 1, name);
  }
  for (const name of ['HTS description', 'Product code', 'SKU', 'Country code', 'Description']) {
    assert.equal(codeColumnByName(['Product name', name]), -1, name);
  }
  // A tariff name wins over a plain "code".
  assert.equal(codeColumnByName(['code', 'HTS Code']), 1);
  assert.equal(countryColumnByName(['sku', 'Country of origin']), 1);
  assert.equal(countryColumnByName(['sku', 'origin_country']), 1);
  assert.equal(countryColumnByName(['sku', 'Country code']), -1);
});

it('finds the codes by name, else in a one-column file, else by what the cells hold; says so when no column holds codes', () => {
  const at = (text: string) => locateCodes(parseCsv(text));
  assert.deepEqual(at('Product name,HTS Code\nHook,7326.90.8688\n'), { column: 1, hasHeader: true });
  assert.deepEqual(at('7326.90.8688\n0101.21.0010\n'), { column: 0, hasHeader: false });
  assert.deepEqual(at('codes\n7326.90.8688\n'), { column: 0, hasHeader: true });
  assert.deepEqual(at('Name;Classification\nHook;7326.90.8688\nHorse;0101210010\n'), { column: 1, hasHeader: true });
  assert.deepEqual(at('Hook,7326.90.8688\nHorse,0101210010\n'), { column: 1, hasHeader: false });
  const none = at('Product name,Price\nHook,12.50\nHorse,900\n');
  assert.equal(none.column, -1);
  assert.match('message' in none ? none.message : '', /^no column holds HTS codes \(the first row reads: Product name, Price\): name the column of codes HTS Code, hts_code, HTS, Tariff code or HS code/);
});
