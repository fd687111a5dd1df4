// The codes lookup form, a plain GET to /tariffs (no script needed): on the lists page, and on
// the hts_lookup tool's page (/tariffs/lookup), where the home page and the tool's call to action
// send a person, so that page looks codes up rather than only showing how to call the tool.
import { escape } from './html.ts';
import { fieldText } from './field-text.ts';
import { COUNTRY_LIST_ID, ORIGIN_COUNTRY_HINT, countryDatalist } from './origin-questions.ts';

/** The codes one lookup answers (the tool's own limit). */
export const MAX_LOOKUP_CODES = 50;

export function lookupForm(codes: string, originCountry: string): string {
  return `<form method="get" action="/tariffs" class="inline-form">
<div class="field"><label for="codes">HTS codes to look up</label><input id="codes" name="codes" value="${escape(codes)}" aria-describedby="codes-hint"><p class="hint" id="codes-hint">10-digit codes, or 8-digit provisions (each of their lines is looked up), separated by commas or spaces, up to ${MAX_LOOKUP_CODES}.</p></div>
<div class="field"><label for="origin_country">${escape(fieldText('hts_lookup', 'originCountry')!.label)} <span class="optional">(optional)</span></label><input id="origin_country" name="origin_country" value="${escape(originCountry)}" list="${COUNTRY_LIST_ID}" autocomplete="off" aria-describedby="origin_country-hint"><p class="hint" id="origin_country-hint">${escape(ORIGIN_COUNTRY_HINT)}</p></div>
${countryDatalist()}
<button type="submit">Look up</button>
</form>`;
}
