// The country an import comes from. The contract fixes seven groups (countryOfOrigin); an
// optional originCountry (ISO 3166-1 alpha-2 or an English name) names the country inside its
// group, so treatments a heading gives by country (the UK, Switzerland, Taiwan ... inside
// 'other'; every EU member inside 'eu') can be applied exactly. The EU's members are the ones
// note 37(j) prints (data/section232/partners.json), not a list of our own.

import { partnersFile } from './dataset.ts';
import type { CountryOfOrigin } from './dataset-types.ts';
import { TariffError } from './errors.ts';

export interface Origin {
  group: CountryOfOrigin;
  /** ISO 3166-1 alpha-2, upper case; null when only the group is known. */
  iso2: string | null;
  /** The country's English name, or the group's when the country is not given. */
  name: string;
}

const GROUP_NAMES: Record<CountryOfOrigin, string> = {
  canada: 'Canada',
  mexico: 'Mexico',
  eu: 'a member of the European Union',
  china: 'China',
  japan: 'Japan',
  south_korea: 'South Korea',
  other: 'another country',
};

const SINGLE_COUNTRY_GROUPS: Partial<Record<CountryOfOrigin, string>> = { canada: 'CA', mexico: 'MX', china: 'CN', japan: 'JP', south_korea: 'KR' };

export const EU_MEMBERS: ReadonlySet<string> = new Set(partnersFile.eu_members.countries);

// ISO 3166-1 keeps these out of the country list: user-assigned (AA, QM-QZ, XA-XZ, ZZ) and
// exceptionally reserved codes for groupings (EU, EZ, UN), which Intl.DisplayNames also names.
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

const NAME_OF = new Map<string, string>();
const CODE_OF = new Map<string, string>();

function normal(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’']/g, "'").replace(/[^a-z']+/g, ' ').trim();
}

{
  const names = new Intl.DisplayNames('en', { type: 'region' });
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of A) {
    for (const b of A) {
      const code = a + b;
      // Deprecated codes (UK, FX, BU, YU ...) canonicalise to their successors: keep the successor only.
      if (NOT_A_COUNTRY.test(code) || new Intl.Locale('und', { region: code }).region !== code) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        continue;
      }
      if (!name || name === code) continue;
      NAME_OF.set(code, name);
      CODE_OF.set(normal(name), code);
    }
  }
  // Names people (and the notes) use that differ from CLDR's.
  const aliases: Array<[string, string]> = [
    ['UK', 'GB'], ['Great Britain', 'GB'], ['Britain', 'GB'], ['United Kingdom of Great Britain and Northern Ireland', 'GB'],
    ['Korea', 'KR'], ['Republic of Korea', 'KR'], ['Korea, Republic of', 'KR'], ['Czech Republic', 'CZ'], ['Turkey', 'TR'],
    ['Holland', 'NL'], ['The Netherlands', 'NL'], ['USA', 'US'], ['United States of America', 'US'], ['Chinese Taipei', 'TW'],
    ["People's Republic of China", 'CN'], ['Hong Kong', 'HK'], ['Macau', 'MO'], ['Macao', 'MO'], ['Ivory Coast', 'CI'], ['Russian Federation', 'RU'], ['Viet Nam', 'VN'],
  ];
  for (const [name, code] of aliases) CODE_OF.set(normal(name), code);
}

/** Every country a request may name, by English name, with its code and group (for a picker, and close matches). */
export function knownCountries(): Array<{ code: string; name: string; group: CountryOfOrigin }> {
  return [...NAME_OF].filter(([code]) => code !== 'US').map(([code, name]) => ({ code, name, group: groupOf(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The group the contract puts a country in. */
export function groupOf(iso2: string): CountryOfOrigin {
  if (EU_MEMBERS.has(iso2)) return 'eu';
  for (const [group, code] of Object.entries(SINGLE_COUNTRY_GROUPS)) if (code === iso2) return group as CountryOfOrigin;
  return 'other';
}

/** The English name of a country by its ISO code ("DE" → "Germany"). */
export function countryName(iso2: string): string | undefined {
  return NAME_OF.get(iso2);
}

/** The ISO code of a country given by code or English name; null when it names none. */
export function countryCode(input: string): string | null {
  const trimmed = input.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = new Intl.Locale('und', { region: trimmed.toUpperCase() }).region ?? '';
    if (NAME_OF.has(code)) return code;
  }
  return CODE_OF.get(normal(trimmed)) ?? null;
}

/**
 * The origin of a request: the group, refined by originCountry when given. Throws
 * TariffError at `field` when the country is unknown or is not in the group.
 */
export function resolveOrigin(group: CountryOfOrigin, originCountry?: string | null, field = 'originCountry'): Origin {
  if (originCountry === undefined || originCountry === null) {
    const iso2 = SINGLE_COUNTRY_GROUPS[group] ?? null;
    return { group, iso2, name: GROUP_NAMES[group] };
  }
  if (typeof originCountry !== 'string' || originCountry.trim() === '') throw new TariffError(`${field} must be a country: an ISO 3166-1 alpha-2 code (e.g. CH) or an English name (e.g. Switzerland)`, { field });
  const iso2 = countryCode(originCountry);
  if (!iso2) throw new TariffError(`${field} ${JSON.stringify(originCountry)} is not a country dutyscout knows: give an ISO 3166-1 alpha-2 code (e.g. CH) or an English name (e.g. Switzerland)`, { field });
  if (iso2 === 'US') throw new TariffError(`${field} is the United States: goods of U.S. origin are not imports these duties reach`, { field });
  const belongs = groupOf(iso2);
  const name = NAME_OF.get(iso2) ?? iso2;
  if (belongs !== group) {
    throw new TariffError(`${field} ${name} (${iso2}) belongs to countryOfOrigin '${belongs}', not '${group}'`, { field });
  }
  return { group, iso2, name };
}

/**
 * The origin of a lookup, where the group is optional too: the country alone implies its group.
 * Undefined when neither is given (the lookup then assumes no treatment of a country's own).
 */
export function lookupOrigin(group: CountryOfOrigin | undefined, country: string | undefined, fields: { group: string; country: string }): Origin | undefined {
  if (country === undefined) return group === undefined ? undefined : resolveOrigin(group, undefined, fields.country);
  const iso2 = typeof country === 'string' ? countryCode(country) : null;
  if (group === undefined && iso2 !== null) return resolveOrigin(groupOf(iso2), country, fields.country);
  return resolveOrigin(group ?? 'other', country, fields.country);
}
