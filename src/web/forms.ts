// Each public tool's form on its page: labelled fields named as the tool's request fields
// (data-kind tells /assets/app.js how to send them), the sign-up note where the call to action
// would ask for an email, and the region the answer is shown in.
import { toolPath, type PublicToolDefinition } from '../http/public-tool.ts';
import { INCLUSIONS_DOCKET } from '../letters/letter.ts';
import { KNOWN_DOCKETS } from '../letters/dockets.ts';
import { docketStatus } from '../letters/docket-status.ts';
import { escape } from './html.ts';
import { lookupForm } from './lookup-form.ts';
import { COUNTRY_LIST_ID, ORIGIN_COUNTRY_HINT, countryDatalist, questionCatalogueJson } from './origin-questions.ts';
import { fieldLabels, fieldText } from './field-text.ts';

interface SchemaLike {
  properties?: Record<string, { enum?: unknown[]; properties?: Record<string, unknown> }>;
}

/** The request's field names, a nested object's as "facts.jobs" too. */
function fieldNames(schema: SchemaLike): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, p]) => [name, ...Object.keys(p.properties ?? {}).map((inner) => `${name}.${inner}`)]);
}

interface Field {
  name: string;
  /** What the page calls it: field-text.ts's label for the tool's field unless given. */
  label?: string;
  tool?: string;
  type?: 'text' | 'url' | 'email' | 'number' | 'textarea' | 'select';
  required?: boolean;
  hint?: string;
  value?: string;
  placeholder?: string;
  /** How the script sends it: a list of codes, a number, an address, or text (default). */
  kind?: 'list' | 'number' | 'url';
  options?: Array<[string, string]>;
  autocomplete?: string;
  /** The id of a datalist offering values, while any text can still be typed. */
  list?: string;
}

const id = (name: string) => `f-${name.replace(/\./g, '-')}`;

function field(f: Field): string {
  const fid = id(f.name);
  const label = f.label ?? fieldText(f.tool ?? '', f.name)?.label ?? f.name;
  const hint = f.hint ? `<p class="hint" id="${fid}-hint">${escape(f.hint)}</p>` : '';
  const common =
    `id="${fid}" name="${escape(f.name)}"${f.required ? ' required' : ''}${f.kind ? ` data-kind="${f.kind}"` : ''}` +
    `${f.hint ? ` aria-describedby="${fid}-hint"` : ''}${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''}${f.list ? ` list="${escape(f.list)}"` : ''}`;
  let control: string;
  if (f.type === 'textarea') {
    control = `<textarea ${common} rows="3"${f.placeholder ? ` placeholder="${escape(f.placeholder)}"` : ''}>${escape(f.value ?? '')}</textarea>`;
  } else if (f.type === 'select') {
    const opts = (f.options ?? []).map(([v, l]) => `<option value="${escape(v)}"${v === f.value ? ' selected' : ''}>${escape(l)}</option>`).join('');
    control = `<select ${common}>${opts}</select>`;
  } else {
    // An address is a text field: type="url" refuses a bare domain ("shop.example") before the
    // script can add the https:// a seller means (data-kind="url").
    const extra = f.type === 'number' ? ' min="0" step="any" inputmode="decimal"' : f.type === 'url' ? ' inputmode="url" autocapitalize="off" spellcheck="false"' : '';
    control = `<input type="${f.type === 'url' ? 'text' : (f.type ?? 'text')}" ${common}${extra}${f.value ? ` value="${escape(f.value)}"` : ''}${f.placeholder ? ` placeholder="${escape(f.placeholder)}"` : ''}>`;
  }
  return `<div class="field"><label for="${fid}">${escape(label)}${f.required ? '' : ' <span class="optional">(optional)</span>'}</label>${control}${hint}</div>`;
}

function form(tool: PublicToolDefinition, schema: SchemaLike, render: string, fields: string, submit: string): string {
  // data-labels: an error's field named as this page shows it (the script's one source for that).
  return `<section aria-labelledby="try-it">
<h2 id="try-it">Try it</h2>
<form class="tool-form" data-endpoint="${escape(toolPath(tool))}" data-render="${render}" data-labels="${escape(JSON.stringify(fieldLabels(tool.name, fieldNames(schema))))}">
${fields}
<button type="submit">${escape(submit)}</button>
<noscript><p>This form needs JavaScript to show the answer; without it, use the HTTP call below.</p></noscript>
</form>
<div class="result" id="result" aria-live="polite" tabindex="-1" hidden></div>
</section>`;
}

/** A CSV file read in the browser into a codes field (nothing is uploaded: the file never leaves the page). */
function csvUpload(into: string): string {
  const fid = `${id(into)}-csv`;
  return `<div class="field"><label for="${fid}">Or read the codes from a CSV file <span class="optional">(optional)</span></label><input type="file" id="${fid}" accept=".csv,text/csv,text/plain" data-csv-into="${id(into)}" aria-describedby="${fid}-status"><p class="hint" id="${fid}-status" role="status">The column named like HTS Code, hts_code, HTS, Tariff code or HS code, else the column that holds codes; comma, semicolon or tab separated. Read here in your browser; the file is not sent anywhere. The download keeps your other columns.</p></div>`;
}

const signUpNote = (text: string) => `<aside class="signup" aria-label="Sign-up"><p>${escape(text)}</p></aside>`;

const ORIGIN_LABELS: Record<string, string> = {
  canada: 'Canada',
  mexico: 'Mexico',
  eu: 'European Union',
  china: 'China',
  japan: 'Japan',
  south_korea: 'South Korea',
  other: 'Other country',
};

function originOptions(schema: SchemaLike, field: string): Array<[string, string]> {
  // An optional field's enum carries null ("not given"): the form offers that as its own empty option.
  return (schema.properties?.[field]?.enum ?? Object.keys(ORIGIN_LABELS)).filter((v) => v !== null).map((v) => [String(v), ORIGIN_LABELS[String(v)] ?? String(v)]);
}

const codesHint = 'One or more 10-digit HTS codes (e.g. 7326.90.8688), separated by commas, spaces or new lines.';

const WINDOW_WORDS = { open: 'window open', closed: 'window closed', unknown: 'window status unknown' } as const;

/**
 * The docket field: any well-formed id can be typed; the known dockets are offered in a
 * datalist and listed under the field with their window status on `today`, since a datalist's
 * labels are not shown by every browser.
 */
function docketField(today: string): string {
  const known = KNOWN_DOCKETS.map((d) => ({ docket: d, status: docketStatus(d.id, today) }));
  const options = known.map(({ docket, status }) => `<option value="${escape(docket.id)}" label="${escape(`${docket.title}: ${WINDOW_WORDS[status.window.status]} on ${today}`)}"></option>`).join('');
  const items = known
    .map(({ docket, status }) => `<li><code>${escape(docket.id)}</code> (${escape(docket.title)}): <strong>${escape(WINDOW_WORDS[status.window.status])}</strong> on ${escape(today)}. ${escape(status.notice)}</li>`)
    .join('\n');
  return `${field({ name: 'docketId', tool: 'draft_comment_letter', required: true, value: INCLUSIONS_DOCKET, list: 'known-dockets', hint: `Pick a docket this service knows or type any regulations.gov docket id; default ${INCLUSIONS_DOCKET}. The letter opens by saying whether the docket's window is open on its date.` })}
<datalist id="known-dockets">${options}</datalist>
<div class="hint" id="known-dockets-status"><p>The dockets this service knows, on ${escape(today)} (UTC):</p>
<ul>
${items}
</ul>
<p>Any other docket id is accepted: the letter then says the service does not know it, and you check its status on regulations.gov.</p></div>`;
}

export const TOOL_FORMS: Record<string, { render(tool: PublicToolDefinition, schema: SchemaLike, today: string): string }> = {
  hts_lookup: {
    // The lists page's own GET form: the answer, its link and its CSV are on /tariffs.
    render: () => `<section aria-labelledby="try-it">
<h2 id="try-it">Try it</h2>
<p>The answer opens on the <a href="/tariffs">Section 232 lists</a> page, with a link to share and a CSV download.</p>
${lookupForm('', '')}
</section>`,
  },
  scan_storefront: {
    render: (tool, schema) =>
      form(tool, schema, 'scan', field({ name: 'url', tool: 'scan_storefront', type: 'url', required: true, kind: 'url', placeholder: 'https://your-store.example/', autocomplete: 'url' }), 'Scan the page') +
      signUpNote('Monitoring that rescans your storefront and tells you when tags drift would ask for an email. It is not open yet: this page asks for no email and stores nothing you type.'),
  },
  readiness_check: {
    render: (tool, schema) =>
      form(
        tool,
        schema,
        'readiness',
        field({ name: 'storeUrl', tool: 'readiness_check', type: 'url', required: true, kind: 'url', placeholder: 'https://your-store.example/products/item', autocomplete: 'url' }) +
          field({ name: 'htsCode', tool: 'readiness_check', hint: 'For toys (9503.00.00), the last digits give the age grade.', placeholder: '9503.00.0073' }),
        'Check the listing',
      ) + signUpNote('The checker is free and needs no sign-up. There is no paid tier, no monitoring and no recall alerts, and this page stores nothing you type.'),
  },
  duty_impact: {
    render: (tool, schema) =>
      form(
        tool,
        schema,
        'duty',
        field({ name: 'htsCodes', tool: 'duty_impact', type: 'textarea', required: true, kind: 'list', hint: `${codesHint} An 8-digit provision (e.g. 7318.15.20) is answered line by line, its share split over its 10-digit lines.` }) +
          csvUpload('htsCodes') +
          field({ name: 'annualImportValueUsd', tool: 'duty_impact', type: 'number', required: true, kind: 'number' }) +
          field({ name: 'countryOfOrigin', tool: 'duty_impact', type: 'select', required: true, options: originOptions(schema, 'countryOfOrigin'), value: 'china' }) +
          field({ name: 'originCountry', tool: 'duty_impact', list: COUNTRY_LIST_ID, autocomplete: 'off', hint: `${ORIGIN_COUNTRY_HINT} Picking one sets the group above.` }) +
          countryDatalist() +
          // The answers to the questions the estimate names (id=yes,id=no), set by the answer's own controls.
          `<input type="hidden" name="answers" id="f-answers" data-kind="answers" data-questions="${escape(questionCatalogueJson())}">`,
        'Estimate the duty impact',
      ) +
      signUpNote('A watchlist that tells you when a proclamation touches your codes would ask for an email. It is not open yet: nothing is stored, and this page asks for no email.'),
  },
  draft_comment_letter: {
    render: (tool, schema, today) =>
      form(
        tool,
        schema,
        'letter',
        `<fieldset><legend>The docket</legend>
${docketField(today)}
${field({ name: 'inclusionRequestId', tool: 'draft_comment_letter', hint: 'When the letter answers one inclusion request.' })}
</fieldset>
<fieldset><legend>Who is writing</legend>
<p class="hint">Used only in the draft: never stored, never logged.</p>
${field({ name: 'company', tool: 'draft_comment_letter', required: true, autocomplete: 'organization' })}
${field({ name: 'contactName', tool: 'draft_comment_letter', required: true, autocomplete: 'name' })}
${field({ name: 'title', tool: 'draft_comment_letter', autocomplete: 'organization-title' })}
${field({ name: 'email', tool: 'draft_comment_letter', type: 'email', autocomplete: 'email' })}
</fieldset>
<fieldset><legend>Position</legend>
<div class="choice"><input type="radio" id="f-position-oppose" name="position" value="oppose" checked><label for="f-position-oppose">Oppose the inclusion</label></div>
<div class="choice"><input type="radio" id="f-position-support" name="position" value="support"><label for="f-position-support">Support the inclusion</label></div>
</fieldset>
<fieldset><legend>The products</legend>
${field({ name: 'htsCodes', tool: 'draft_comment_letter', type: 'textarea', required: true, kind: 'list', hint: `${codesHint} Each is looked up and its status cited.` })}
<p><button type="button" class="secondary" data-lookup="f-htsCodes">Look the codes up</button></p>
<div id="lookups" aria-live="polite"></div>
${field({ name: 'annualImportValueUsd', tool: 'draft_comment_letter', type: 'number', kind: 'number', hint: 'With the origin, the letter states the duty-impact range.' })}
${field({ name: 'countryOfOrigin', tool: 'draft_comment_letter', type: 'select', options: [['', 'Not given'], ...originOptions(schema, 'countryOfOrigin')], value: '' })}
</fieldset>
<fieldset><legend>Facts, in your words</legend>
${field({ name: 'facts.domesticAvailability', tool: 'draft_comment_letter', type: 'textarea' })}
${field({ name: 'facts.supplyChain', tool: 'draft_comment_letter', type: 'textarea' })}
${field({ name: 'facts.jobs', tool: 'draft_comment_letter', type: 'textarea' })}
</fieldset>`,
        'Draft the letter',
      ) + signUpNote('This page drafts text in your browser session: it files nothing with any agency, stores nothing and asks for no account. You review and submit the letter yourself.'),
  },
};
