// What a refused countryOfOrigin should have been. The contract fixes the field to seven
// groups (canada, mexico, eu, china, japan, south_korea, other), so "China", "CN" or "germany"
// stay refused; the message names the value to send instead and, where the request has one,
// the field that names the country itself (originCountry, origin_country).
import { COUNTRIES_OF_ORIGIN, type CountryOfOrigin } from './duty-impact.ts';
import { countryCode, countryName, groupOf } from './origin.ts';

const GROUPS = COUNTRIES_OF_ORIGIN.join(', ');

const asGroup = (s: string): CountryOfOrigin | undefined => {
  const key = s.trim().toLowerCase().replace(/[-\s]+/g, '_');
  return (COUNTRIES_OF_ORIGIN as readonly string[]).includes(key) ? (key as CountryOfOrigin) : undefined;
};

/**
 * The message for a countryOfOrigin outside the groups. `countryField` is the request's field
 * for the country itself, or null when it has none (the letter).
 */
export function originGroupHint(input: unknown, countryField: string | null): string {
  const given = typeof input === 'string' ? input : undefined;
  const refused = `${given === undefined ? 'a non-string' : JSON.stringify(given)} is not one of ${GROUPS}`;
  if (given === undefined) return refused;
  const group = asGroup(given);
  if (group) return `${refused}: write it "${group}" (lower case)`;
  const iso2 = countryCode(given);
  if (iso2 === null || iso2 === 'US') {
    return `${refused}${countryField ? `; to name a country, send its group here and the country in ${countryField} (e.g. countryOfOrigin "eu" with ${countryField} "DE")` : ''}`;
  }
  const target = groupOf(iso2);
  const name = countryName(iso2) ?? iso2;
  const where = target === 'other' ? `${name} has no group of its own: use "other"` : target === 'eu' ? `${name} is in the EU: use "eu"` : `use "${target}" for ${name}`;
  return `${refused}: ${where}${countryField ? `, and ${countryField} "${iso2}" to name the country (optional)` : ''}`;
}
