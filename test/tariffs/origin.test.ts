// originCountry: any country by ISO code or English name, inside the contract's seven groups;
// the EU is note 37(j)'s list of members.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countryCode, groupOf, resolveOrigin } from '../../src/tariffs/origin.ts';
import { TariffError } from '../../src/tariffs/errors.ts';

test('ISO codes and English names, deprecated codes and common names resolved to one code', () => {
  for (const [input, code] of [['CH', 'CH'], ['ch', 'CH'], ['Switzerland', 'CH'], ['UK', 'GB'], ['United Kingdom', 'GB'], ['Great Britain', 'GB'], ['Taiwan', 'TW'], ['Viet Nam', 'VN'], ['Vietnam', 'VN'], ['Czech Republic', 'CZ'], ['Czechia', 'CZ'], ['Türkiye', 'TR'], ['Turkey', 'TR'], ['Korea', 'KR'], [' germany ', 'DE']]) {
    assert.equal(countryCode(input), code, input);
  }
  for (const input of ['EU', 'ZZ', 'XA', 'Atlantis', 'Europe']) assert.equal(countryCode(input), null, input);
});

test('groups: the EU members are the 27 note 37(j) prints; the others their own or other', () => {
  assert.deepEqual(['FR', 'CZ', 'MT', 'SE'].map(groupOf), ['eu', 'eu', 'eu', 'eu']);
  assert.deepEqual(['CH', 'GB', 'NO', 'TW', 'VN', 'LI'].map(groupOf), ['other', 'other', 'other', 'other', 'other', 'other']);
  assert.deepEqual(['CA', 'MX', 'CN', 'JP', 'KR'].map(groupOf), ['canada', 'mexico', 'china', 'japan', 'south_korea']);
});

test('resolveOrigin refines a group, and refuses a country outside it at originCountry', () => {
  assert.deepEqual(resolveOrigin('other', 'Switzerland'), { group: 'other', iso2: 'CH', name: 'Switzerland' });
  assert.deepEqual(resolveOrigin('eu', 'de'), { group: 'eu', iso2: 'DE', name: 'Germany' });
  assert.equal(resolveOrigin('japan').iso2, 'JP');
  assert.equal(resolveOrigin('other').iso2, null);
  assert.equal(resolveOrigin('eu').iso2, null);
  for (const [group, country, pattern] of [['eu', 'CH', /Switzerland \(CH\) belongs to countryOfOrigin 'other', not 'eu'/], ['other', 'JP', /'japan', not 'other'/], ['other', 'Atlantis', /not a country/], ['other', 'US', /United States/], ['other', '', /must be a country/]] as const) {
    assert.throws(() => resolveOrigin(group, country), (err: unknown) => err instanceof TariffError && pattern.test(err.message) && err.details?.[0].path === 'originCountry');
  }
});
