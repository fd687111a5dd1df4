// The Section 232 list browser: /tariffs searches the listed provisions by code prefix or
// words and looks codes up for a day; /tariffs/articles/<slug> is one listed article (every
// slug an adjacent hit can name) with its lists, rates, value base, dates and citations.
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { resolveArticleSlug, searchArticles, type Article, type ArticleListing } from '../tariffs/articles.ts';
import { lookupHtsCodes, type HtsLookupResult } from '../tariffs/lookup.ts';
import { LOOKUP_COLUMNS, lookupCells } from '../tariffs/lookup-csv.ts';
import { csvLine } from '../csv/csv.js';
import { describeRate } from '../tariffs/rates.ts';
import { afterDataThrough, datasetInfo } from '../tariffs/dataset.ts';
import { todayUtc } from '../tariffs/as-of.ts';
import { regimesFile } from '../tariffs/dataset.ts';
import { escape, layout, pageHeaders } from './html.ts';
import { ApiError } from '../http/errors.ts';
import { expandCodes, type EstimatedCode } from '../tariffs/expand-codes.ts';
import { TariffError } from '../tariffs/errors.ts';
import { invalidReason } from '../tariffs/invalid-reason.ts';
import { lookupOrigin, type Origin } from '../tariffs/origin.ts';
import type { Answers, QuestionId } from '../tariffs/questions.ts';
import { answersFromQuery, answersQuery, questionsForm } from './origin-questions.ts';
import { MAX_LOOKUP_CODES, lookupForm } from './lookup-form.ts';
import { fieldText } from './field-text.ts';

const MAX_SHOWN = 200;

const STATUS_WORDS: Record<HtsLookupResult['status'], string> = {
  hit: 'Subject to Section 232 duties',
  in_scope_no_bis14: 'In Section 232 scope, not on the derivative list',
  adjacent: 'Not covered; listed provisions beside it',
  clear: 'Not covered',
  invalid: 'Not a 10-digit HTS line (see why)',
};

const VALUE_BASE_WORDS = { full_value: 'full customs value', metal_content: 'value of the metal content' } as const;

const articleLink = (slug: string, text: string) => `<a href="/tariffs/articles/${escape(slug)}">${escape(text)}</a>`;

// The page answers an 8-digit provision (as this browser lists them) line by line, as the CLI
// and duty_impact do; past this many lines it shows the provision's own answer, which lists them.
const MAX_LINES = 500;

/** The codes as the page looks them up: 8-digit provisions expanded to their lines that day. */
function lookupEntries(codes: string[], asOf: string): EstimatedCode[] {
  try {
    return expandCodes(codes, asOf, MAX_LINES);
  } catch (err) {
    if (err instanceof TariffError) return codes.map((code, given) => ({ code, expanded_from: null, given, part: 1 }));
    throw err;
  }
}

/** What a lookup is for besides the codes and the day: the origin country and the answers given. */
interface LookupFor {
  originCountry: string;
  origin: Origin | undefined;
  answers: Answers | undefined;
}

const PLAIN: LookupFor = { originCountry: '', origin: undefined, answers: undefined };

function lookupTable(results: HtsLookupResult[], entries: EstimatedCode[], asOf: string): string {
  const rows = results
    .map((r, i) => {
      const d = r.detail;
      const rate = d?.rate_pct != null ? describeRate(d.rate_pct, d.rate_basis ?? 'additional') : '';
      const where =
        r.status === 'adjacent' ? r.adjacent_hits.slice(0, 3).map((h) => articleLink(h.article_slug, h.code_heading)).join(', ') : escape((r.status === 'invalid' ? invalidReason(r) : d?.list) ?? '');
      const from = entries[i].expanded_from;
      return `<tr><th scope="row">${escape(r.code)}${from ? ` <span class="lists">(of ${escape(from)})</span>` : ''}</th><td class="status-${r.status}">${escape(STATUS_WORDS[r.status])}</td><td>${where}</td><td>${escape(rate)}</td><td>${escape(d?.chapter99_heading ?? '')}</td><td>${escape(d?.regime ?? '')}</td><td>${escape(d?.as_of ?? asOf)}</td></tr>`;
    })
    .join('\n');
  return `<div id="lookup-results" class="table-wrap"><table>
<caption>Section 232 status as of ${escape(asOf)}</caption>
<thead><tr><th scope="col">Code</th><th scope="col">Status</th><th scope="col">List (or listed provisions beside it)</th><th scope="col">Rate</th><th scope="col">Heading</th><th scope="col">Regime</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>${exclusionList(results)}`;
}

/** The exclusion headings the answers rest on ("not parts of", "not for use in or with"), once per code and heading. */
function exclusionList(results: HtsLookupResult[]): string {
  const items = results.flatMap((r) => [...new Map((r.detail?.outcomes ?? []).flatMap((o) => o.exclusion_headings ?? []).map((x) => [x.chapter99_heading, x.text]))].map(([heading, text]) => `<li>${escape(r.code)}: ${escape(heading)}: ${escape(text)}</li>`));
  return items.length > 0 ? `\n<p>Exclusion headings the answer rests on:</p>\n<ul class="exclusions">\n${items.join('\n')}\n</ul>` : '';
}

function articleRows(articles: Article[]): string {
  return articles
    .slice(0, MAX_SHOWN)
    .map((a) => `<li>${articleLink(a.slug, `${a.code_heading} (${a.metal})`)}: ${escape(a.hs_description)} <span class="lists">${escape([...new Set(a.listings.map((l) => l.list))].join('; '))}</span></li>`)
    .join('\n');
}

/** The questions the results leave open, each with the codes it decides. */
function openQuestions(results: HtsLookupResult[]): Map<QuestionId, string[]> {
  const open = new Map<QuestionId, string[]>();
  for (const r of results) for (const id of r.detail?.questions ?? []) open.set(id, [...(open.get(id) ?? []), r.code]);
  return open;
}

function browserPage(q: string, codes: string, asOf: string, lookupFor: LookupFor, originError: string | null): string {
  let results = '';
  if (q) {
    const found = searchArticles(q);
    results += `<section aria-labelledby="found"><h2 id="found">${found.length} listed article${found.length === 1 ? '' : 's'} for “${escape(q)}”</h2>
${found.length > MAX_SHOWN ? `<p>Showing the first ${MAX_SHOWN}; narrow the search to see the rest.</p>` : ''}
<ul class="articles">
${articleRows(found)}
</ul></section>`;
  }
  const codeList = codeListOf(codes);
  const after = afterDataThrough(asOf);
  if (originError) {
    results += `<div class="error" role="alert"><p>${escape(originError)}</p></div>`;
  } else if (codeList.length) {
    const entries = lookupEntries(codeList, asOf);
    const found = lookupHtsCodes(entries.map((e) => e.code), { asOf, origin: lookupFor.origin, answers: lookupFor.answers });
    const query = `codes=${encodeURIComponent(codeList.join(','))}${lookupFor.originCountry ? `&origin_country=${encodeURIComponent(lookupFor.originCountry)}` : ''}${answersQuery(lookupFor.answers)}`;
    results += `<section aria-labelledby="looked-up"><h2 id="looked-up">Lookup</h2>${lookupFor.origin ? `<p>For goods of ${escape(lookupFor.origin.name)}.</p>` : ''}${lookupTable(found, entries, asOf)}
${after ? `<p class="hint">${escape(after)}</p>` : ''}
<p><a href="${escape(`/tariffs.csv?${query}`)}" download>Download these answers as CSV</a> · <a href="${escape(`/tariffs?${query}`)}">Link to this lookup</a></p></section>
${questionsForm('/tariffs', { codes: codeList.join(','), origin_country: lookupFor.originCountry }, openQuestions(found), lookupFor.answers)}`;
  }
  const info = datasetInfo();
  return layout(
    'Section 232 lists',
    `<h1>The Section 232 lists</h1>
<p>Search the provisions the dated Section 232 steel, aluminum and copper lists name, by code prefix (e.g. <code>7326</code> or <code>7318.15</code>) or by words (e.g. <code>screws</code>), or look codes up as of today (${escape(asOf)}). dutyscout data revision ${escape(info.revision)}, current through ${escape(info.hts_revision)}, data through ${escape(info.data_through)}.</p>
<form method="get" action="/tariffs" class="inline-form" role="search">
<div class="field"><label for="q">Code prefix or words</label><input id="q" name="q" type="search" value="${escape(q)}"></div>
<button type="submit">Search the lists</button>
</form>
${lookupForm(codes, lookupFor.originCountry)}
${results}
<h2>The lists</h2>
<ul>
${regimesFile.lists.map((l) => `<li>${escape(l.name)}: heading ${escape(l.chapter99_heading)}, ${escape(l.effective_from)} to ${escape(l.effective_to ?? 'today')}, ${l.provisions.length} provisions (<a href="/tariffs?q=${encodeURIComponent(l.name)}">search</a>)</li>`).join('\n')}
</ul>`,
    { current: '/tariffs' },
  );
}

function rateRows(listing: ArticleListing): string {
  return listing.rates
    .map((r) => {
      const alternatives = (r.alternatives ?? [])
        .map((a) => `<li>${escape(describeRate(a.rate_pct, a.basis))} under ${escape(a.chapter99_heading)}: ${escape(a.applies_to)}</li>`)
        .join('');
      return `<tr><td>${escape(r.from)}</td><td>${escape(describeRate(r.rate_pct, r.basis))}</td><td>${escape(r.chapter99_heading ?? listing.chapter99_heading)}</td><td>${escape(r.citation)}${alternatives ? `<ul class="alternatives">${alternatives}</ul>` : ''}</td></tr>`;
    })
    .join('\n');
}

function articlePage(a: Article): string {
  const listings = a.listings
    .map(
      (l, i) => `<section aria-labelledby="listing-${i}">
<h2 id="listing-${i}">${escape(l.list)}</h2>
<dl>
<dt>List</dt><dd><code>${escape(l.list_id)}</code> (regime ${escape(l.regime)})</dd>
<dt>Chapter 99 heading</dt><dd>${escape(l.chapter99_heading)}</dd>
<dt>In force</dt><dd>from ${escape(l.effective_from)}${l.effective_to ? ` to ${escape(l.effective_to)}` : ', no end date'}</dd>
<dt>Value base</dt><dd>the ${escape(VALUE_BASE_WORDS[l.value_base])}${l.weight_condition ? '; only when the metal is at least 15% of the article\'s weight' : ''}</dd>
</dl>
<div class="table-wrap"><table>
<caption>Rates (each from its date until the next)</caption>
<thead><tr><th scope="col">From</th><th scope="col">Rate</th><th scope="col">Heading</th><th scope="col">Citation and other treatments</th></tr></thead>
<tbody>
${rateRows(l)}
</tbody></table></div>
<p>Citations: ${l.citations.map(escape).join('; ')}</p>
</section>`,
    )
    .join('\n');
  return layout(
    `${a.code_heading} (${a.metal})`,
    `<p><a href="/tariffs">Section 232 lists</a></p>
<h1>${escape(a.code_heading)} <span class="metal">(${escape(a.metal)})</span></h1>
<p>${escape(a.hs_description)}</p>
<p>“+25%” is added to the ordinary duty; “15% all-in” is the total duty where the ordinary rate is lower, and nothing is added where it is 15% or more.</p>
${listings}
<p><a href="/tariffs/watchlist">Estimate the duty impact</a> · <a href="/letters">Draft a comment letter</a></p>`,
    { current: '/tariffs' },
  );
}

const codeListOf = (codes: string): string[] => codes.split(/[\s,;]+/).filter(Boolean).slice(0, MAX_LOOKUP_CODES);

/** The lookup as a CSV a spreadsheet opens: the code as given, then the CLI's `hts --csv` columns. */
function lookupCsv(codes: string[], asOf: string, lookupFor: LookupFor): string {
  const entries = lookupEntries(codes, asOf);
  const results = lookupHtsCodes(entries.map((e) => e.code), { asOf, origin: lookupFor.origin, answers: lookupFor.answers });
  const lines = [csvLine(['input', ...LOOKUP_COLUMNS])];
  results.forEach((r, i) => lines.push(csvLine([codes[entries[i].given], ...lookupCells({ line: i + 1 }, r, undefined)])));
  return lines.join('\r\n') + '\r\n';
}

function notFoundPage(slug: string): string {
  return layout('No such listed article', `<h1>No such listed article</h1><p>No Section 232 list names the article <code>${escape(slug)}</code>. <a href="/tariffs">Search the lists</a>.</p>`);
}

/** The query's names, as a refusal of the download names them. */
const QUERY_FIELDS = { group: 'country_of_origin', country: 'origin_country' };
/** The fields as the lookup form labels them, as the page's own error names them. */
const PAGE_FIELDS = { group: fieldText('hts_lookup', 'countryOfOrigin')!.label, country: fieldText('hts_lookup', 'originCountry')!.label };

/** The origin and answers a page's query names (origin_country, and each question id as yes or no), or why the country cannot be used. */
function lookupForOf(query: (name: string) => string | undefined, fields: { group: string; country: string }): LookupFor | { error: string } {
  const originCountry = (query('origin_country') ?? '').trim().slice(0, 100);
  const answers = answersFromQuery(query);
  try {
    const origin = originCountry ? lookupOrigin(undefined, originCountry, fields) : undefined;
    return { originCountry, origin, answers };
  } catch (err) {
    if (err instanceof TariffError) return { error: err.message };
    throw err;
  }
}

export function mountTariffPages(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/tariffs', pageHeaders, (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 200);
    const codes = (c.req.query('codes') ?? '').slice(0, 2000);
    const lookupFor = lookupForOf((name) => c.req.query(name), PAGE_FIELDS);
    const error = 'error' in lookupFor ? lookupFor.error : null;
    const shown = 'error' in lookupFor ? { ...PLAIN, originCountry: (c.req.query('origin_country') ?? '').slice(0, 100) } : lookupFor;
    return c.html(browserPage(q, codes, todayUtc(new Date(deps.clock())), shown, error), error ? 400 : 200);
  });
  app.get('/tariffs.csv', pageHeaders, (c) => {
    const codes = codeListOf((c.req.query('codes') ?? '').slice(0, 2000));
    const asOf = todayUtc(new Date(deps.clock()));
    // A download's refusal is the API's envelope, as every other non-2xx of the server's own
    // (a script fetches this URL; a browser only gets here from a lookup, which has codes).
    if (codes.length === 0) {
      const says = 'give at least one HTS code, e.g. /tariffs.csv?codes=7326.90.8688,0101.21.0010';
      throw new ApiError('invalid_request', `No codes to look up: ${says}.`, { details: [{ path: 'codes', message: says }] });
    }
    const lookupFor = lookupForOf((name) => c.req.query(name), QUERY_FIELDS);
    if ('error' in lookupFor) throw new ApiError('invalid_request', lookupFor.error, { details: [{ path: 'origin_country', message: lookupFor.error }] });
    return c.body(lookupCsv(codes, asOf, lookupFor), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="section-232-lookup-${asOf}.csv"` });
  });
  app.get('/tariffs/articles/:slug', pageHeaders, (c) => {
    const slug = c.req.param('slug');
    const article = resolveArticleSlug(slug);
    return article ? c.html(articlePage(article)) : c.html(notFoundPage(slug), 404);
  });
}
