// dutyscout pages: the forms' progressive script. Each form.tool-form posts its fields as JSON
// to its tool's endpoint (data-endpoint) and shows the answer for a person (data-render).
// Everything shown is built with DOM nodes and textContent: nothing from an answer becomes markup.
'use strict';

(() => {
  /** h('p', { class: 'x' }, 'text', node, ...) */
  function h(tag, attrs, ...children) {
    const ns = ['svg', 'path', 'text'].includes(tag) ? 'http://www.w3.org/2000/svg' : null;
    const el = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null && v !== false) el.setAttribute(k, String(v));
    for (const c of children.flat()) if (c !== undefined && c !== null && c !== false) el.append(c instanceof Node ? c : String(c));
    return el;
  }

  /** Replaces an element's children, leaving out the parts an answer does not have (null): replaceChildren would print "null". */
  function show(el, ...children) {
    el.replaceChildren(...children.flat().filter((c) => c !== undefined && c !== null && c !== false));
  }

  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  // A low/mid/high range as one figure when low and high agree, else "low to high".
  const usdSpan = (r) => (r.low === r.high ? usd.format(r.mid) : `${usd.format(r.low)} to ${usd.format(r.high)}`);
  const rateText = (pct, basis) => (pct === null || pct === undefined ? '' : basis === 'all_in' ? `${pct}% all-in` : `+${pct}%`);
  const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const list = (items, fn = (x) => x) => h('ul', {}, items.map((x) => h('li', {}, fn(x))));
  const button = (label, fn) => {
    const b = h('button', { type: 'button', class: 'secondary' }, label);
    b.addEventListener('click', fn);
    return b;
  };

  const HONESTY = {
    not_clearance: 'Not customs clearance.',
    not_legal_advice: 'Not legal advice.',
    not_customs_broker: 'dutyscout is not a customs broker.',
    not_filing_service: 'It files nothing with any agency.',
    not_filed: 'Nothing has been filed: you review and submit the letter yourself.',
    not_fix_pack: 'Not a fix: it reports what the page shows.',
    not_checkout_proof: 'It cannot see checkout pages or server-side tags.',
    email_required_trial: 'A watchlist trial would ask for an email; it is not open yet, and nothing was asked or stored here.',
  };

  function honesty(body) {
    const flags = Object.keys(body.honesty || {}).filter((k) => body.honesty[k] === true);
    return h(
      'section',
      { class: 'honesty', 'aria-label': 'What this answer is not' },
      h('h3', {}, 'What this answer is not'),
      list(flags, (f) => HONESTY[f] || f.replace(/_/g, ' ')),
      h('p', {}, 'Source: ', body.citation),
      body.honesty && body.honesty.support ? h('p', {}, 'Questions: ', h('a', { href: `mailto:${body.honesty.support}` }, body.honesty.support)) : null,
    );
  }

  /** "shop.example" is a seller's https://shop.example; an address with a scheme is kept as typed. */
  const withScheme = (address) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`);

  function collect(form) {
    const body = {};
    for (const el of form.elements) {
      if (!el.name || el.disabled) continue;
      if ((el.type === 'radio' || el.type === 'checkbox') && !el.checked) continue;
      const raw = el.value.trim();
      if (raw === '') continue;
      let value = raw;
      if (el.dataset.kind === 'list') value = raw.split(/[\s,;]+/).filter(Boolean);
      else if (el.dataset.kind === 'number') value = Number(raw);
      else if (el.dataset.kind === 'url') value = el.value = withScheme(raw);
      else if (el.dataset.kind === 'answers') value = answersOf(raw);
      const path = el.name.split('.');
      let target = body;
      while (path.length > 1) {
        const key = path.shift();
        target = target[key] || (target[key] = {});
      }
      target[path[0]] = value;
    }
    return body;
  }

  // --- an error in the page's words: the API names fields as the wire does ("htsCodes.0",
  // "countryOfOrigin"); the page names them as its labels do (the form's data-labels, from
  // src/web/field-text.ts) and turns the schema checker's phrases into plain ones.
  const GENERIC = [
    [/^Invalid input: expected \w+, received undefined$/, 'required'],
    [/^Invalid input: expected number\b.*$/, 'must be a number'],
    [/^Invalid input: expected (string|array)\b.*$/, 'must be filled in'],
    [/^Too small: expected array to have >=1 items?$/, 'give at least one'],
    [/^Too big: expected array to have <=(\d+) items?$/, 'give at most $1'],
    [/^Too big: expected string to have <=(\d+) characters?$/, 'must be at most $1 characters'],
    [/^Invalid option: expected one of .*$/, 'pick one of the choices offered'],
  ];
  const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  function fieldWords(form) {
    const labels = form ? JSON.parse(form.dataset.labels || '{}') : {};
    // A select's values ('eu') read as its options do (European Union).
    const options = form ? [...form.querySelectorAll('select option')].filter((o) => o.value).map((o) => [o.value, o.textContent]) : [];
    const names = Object.keys(labels).sort((a, b) => b.length - a.length);
    const labelOf = (path) => {
      const parts = String(path).split('.');
      for (let n = parts.length; n > 0; n--) {
        const name = parts.slice(0, n).join('.');
        if (!labels[name]) continue;
        const index = parts.slice(n).find((p) => /^\d+$/.test(p));
        return { name, label: index === undefined ? labels[name] : `${labels[name]} (entry ${Number(index) + 1})` };
      }
      return null;
    };
    const words = (text) => {
      let t = String(text);
      for (const [re, plain] of GENERIC) if (re.test(t)) return t.replace(re, plain);
      t = t.replace(/^Invalid request body:\s*/, '');
      // A wire name (htsCodes, facts.jobs) anywhere; a plain word (email, title) only leading the
      // line, so "email must be a valid email address" keeps its second "email".
      for (const name of names) t = t.replace(new RegExp(`${/[A-Z.]/.test(name) ? '\\b' : '^'}${escapeRe(name)}(\\.\\d+)?\\b`, /[A-Z.]/.test(name) ? 'g' : ''), `“${labels[name]}”`);
      for (const [value, text] of options) t = t.replace(new RegExp(`'${escapeRe(value)}'`, 'g'), text);
      // "... is required (“Product listing address”)": the label leads the line instead.
      return t.replace(/ \(“[^”]+”\)/g, '');
    };
    return { labelOf, words };
  }

  function errorLine(form, detail, fw) {
    const field = fw.labelOf(detail.path);
    const said = fw.words(detail.message);
    if (!field) return said;
    const control = form && form.elements.namedItem(field.name);
    if (control && control.setAttribute) control.setAttribute('aria-invalid', 'true');
    if (said.includes(`“${field.label}”`) || said.includes(`“${field.label.replace(/ \(entry \d+\)$/, '')}”`)) return said.charAt(0).toUpperCase() + said.slice(1);
    const name = control && control.id ? h('a', { href: `#${control.id}` }, field.label) : field.label;
    return [name, `: ${said}`];
  }

  function renderError(out, body, res, err, form) {
    const fw = fieldWords(form);
    const details = body && Array.isArray(body.details) ? body.details : [];
    const lines = details.map((d) => errorLine(form, d, fw));
    const wireOnly = body && /^Invalid request body\b/.test(body.message || '');
    let message = body && body.message ? fw.words(body.message) : err ? `The request did not complete (${err.message}).` : `The service answered ${res ? res.status : 'nothing'}.`;
    if (wireOnly) message = details.length === 1 ? 'Check this field:' : 'Check these fields:';
    // One detail saying what the message says: said once.
    const same = lines.length === 1 && typeof lines[0] === 'string' && lines[0].toLowerCase() === message.toLowerCase();
    const retry = res && res.headers.get('retry-after');
    show(out,
      h(
        'div',
        { class: 'error', role: 'alert' },
        h('h2', {}, 'That did not work'),
        h('p', {}, message.charAt(0).toUpperCase() + message.slice(1)),
        lines.length && !same ? list(lines) : null,
        retry ? h('p', {}, `Try again in ${retry} s.`) : null,
        body && body.request_id ? h('p', {}, 'Request id: ', h('code', {}, body.request_id)) : null,
      ),
    );
  }

  // --- the storefront scan: a gauge and the findings by severity, with evidence ---------------
  function gauge(score, label) {
    const band = score >= 80 ? 'good' : score >= 50 ? 'fair' : 'poor';
    const arc = 'M10 50 A40 40 0 0 1 90 50';
    return h(
      'div',
      { class: 'gauge' },
      h(
        'svg',
        { viewBox: '0 0 100 56', role: 'img', 'aria-label': `${label}: ${score} out of 100` },
        h('path', { d: arc, class: 'track', fill: 'none', 'stroke-width': '10', pathLength: '100' }),
        h('path', { d: arc, class: `bar-${band}`, fill: 'none', 'stroke-width': '10', pathLength: '100', 'stroke-dasharray': `${score} 100` }),
      ),
      h('div', {}, h('span', { class: 'score' }, String(score)), h('span', {}, ' / 100'), h('div', {}, label)),
    );
  }

  const SEVERITIES = [
    ['error', 'Errors'],
    ['warn', 'Warnings'],
    ['info', 'Information'],
  ];

  function finding(f) {
    return h(
      'article',
      { class: `finding severity-${f.severity}` },
      h('h4', {}, f.message),
      h('p', {}, h('code', {}, f.rule_id), f.vendor ? ` · ${f.vendor}` : '', f.ids && f.ids.length ? ` · ${f.ids.join(', ')}` : '', f.count > 1 ? ` · seen ${f.count} times` : ''),
      f.evidence && f.evidence.length
        ? h('div', { class: 'evidence' }, h('p', {}, 'Evidence:'), list(f.evidence, (e) => [`${e.element}${e.offset !== null ? ` at byte ${e.offset}` : ''}: `, h('code', {}, e.snippet)]))
        : null,
      f.reference ? h('p', {}, h('a', { href: f.reference, rel: 'noopener noreferrer' }, 'The vendor notice this rests on')) : null,
    );
  }

  function renderScan(body, out) {
    const groups = SEVERITIES.map(([sev, title]) => {
      const items = body.findings.filter((f) => f.severity === sev);
      return items.length ? h('section', { class: 'group' }, h('h3', {}, `${title} (${items.length})`), items.map(finding)) : null;
    });
    show(out,
      h('h2', {}, 'Scan of ', body.final_url),
      gauge(body.score, 'Tag health score'),
      h('p', {}, `${count(body.severity_counts.error, 'error')}, ${count(body.severity_counts.warn, 'warning')}, ${count(body.severity_counts.info, 'note')}.`, body.platform ? ` Platform: ${body.platform}.` : '', ` Fetched ${body.fetched_at}${body.cached ? ' (from the short page cache)' : ''}.`),
      ...(body.findings.length ? groups.filter(Boolean) : [h('p', {}, 'No legacy, duplicated or drifting tags were found in this page\'s HTML.')]),
      body.inventory.length ? h('section', {}, h('h3', {}, 'Tags seen'), list(body.inventory, (i) => `${i.vendor}${i.ids.length ? `: ${i.ids.join(', ')}` : ''}`)) : null,
      h('section', {}, h('h3', {}, 'What a one-page scan cannot see'), list(body.cannot_see)),
      honesty(body),
    );
  }

  // --- the readiness check: the band and a checklist with evidence -----------------------------
  const BANDS = { ready: 'Ready', gaps: 'Gaps to close', not_ready: 'Not ready' };
  const BLOCKER_KINDS = { ban: 'Banned', statutory_violation: 'Statutory violation', red_flag: 'Red flag', ready_requirement: 'Needed before ready' };
  const RULE_STATUS = { expected: 'Certificate cites', one_of: 'One of', if: 'Only if', on_product: 'On the product', hazard: 'Hazard shown' };
  const MARKS = { pass: ['✓', 'Pass'], partial: ['◐', 'Partial'], fail: ['✗', 'Missing'], not_applicable: ['–', 'Not applicable'] };

  /**
   * "Ready" is the verdict on what the listing is checked for (issue 39: no ban, a certificate,
   * the rules cited, a plausible lab ID); the eFiling elements the page does not show are said
   * beside it, by number and name, so "Ready" never reads as "nothing missing".
   */
  function efilingGaps(body) {
    const gaps = (body.efiling_elements || []).filter((e) => e.status !== 'shown');
    if (!gaps.length) return null;
    const named = gaps.map((e) => `${e.element} (${e.name}${e.status === 'partial' ? `: no ${e.missing.join(', ')}` : ''})`);
    return h('p', { class: `efiling-gaps${body.band === 'ready' ? ' efiling-gaps-ready' : ''}`, role: 'note' },
      h('strong', {}, `${body.band === 'ready' ? 'Ready, but the' : 'The'} page does not show eFiling element${gaps.length === 1 ? '' : 's'} ${named.join('; ')}. `),
      'The certificate an importer files must carry every element: ',
      h('a', { href: '#efiling-elements' }, 'each element below'), '.');
  }

  function renderReadiness(body, out) {
    const c = body.classification;
    show(out,
      h('h2', {}, 'Readiness of ', body.final_url),
      h('p', {}, h('span', { class: `band band-${body.band}` }, BANDS[body.band] || body.band), ` Score ${body.score} / 100.`),
      efilingGaps(body),
      h('p', {}, c.certificate_expected ? `Certificate expected: ${c.certificate_expected}.` : 'Whether a certificate is expected cannot be told from the page.', c.childrens_product === true ? " It reads as a children's product." : c.childrens_product === false ? " It does not read as a children's product." : '', c.category ? ` Category: ${c.category}.` : ''),
      c.reasons.length ? list(c.reasons) : null,
      c.applicable_rules && c.applicable_rules.length
        ? h('section', { class: 'rules' }, h('h3', {}, 'The rules for this product'),
          list(c.applicable_rules, (x) => [
            h('strong', {}, `${RULE_STATUS[x.status] || x.status}: ${x.rule}`), ` (${x.title}): ${x.reason}.`,
            x.provision ? ` ${x.provision}.` : '',
          ]))
        : null,
      // Bans and violations first: they decide the verdict whatever the score.
      body.blockers && body.blockers.length
        ? h('section', { class: 'blockers' }, h('h3', {}, 'What decides the verdict'),
          list(body.blockers, (b) => [
            h('strong', {}, `${BLOCKER_KINDS[b.kind] || b.kind} (${b.provision}): `), b.message,
            b.quote ? h('blockquote', {}, b.quote) : null,
          ]))
        : null,
      h('h3', {}, 'Checklist'),
      h(
        'ul',
        { class: 'checklist' },
        body.checks.map((k) => {
          const [mark, word] = MARKS[k.status] || ['?', k.status];
          return h(
            'li',
            { class: `check-${k.status}` },
            h('span', { class: 'mark', 'aria-hidden': 'true' }, mark),
            h('strong', {}, `${word}: `),
            k.message,
            h('span', {}, ` (${k.points_earned} of ${k.points_possible} points; ${k.citation})`),
            k.evidence.length ? list(k.evidence, (e) => [`${e.source}: `, h('code', {}, e.snippet)]) : null,
          );
        }),
      ),
      body.caps.length ? h('section', {}, h('h3', {}, 'Limits on the score'), list(body.caps, (x) => `At most ${x.limit}: ${x.reason}`)) : null,
      body.contradictions.length ? h('section', {}, h('h3', {}, 'Facts that disagree'), list(body.contradictions, (x) => `${x.message} (−${x.penalty})`)) : null,
      // Numbered by the list itself, with each element's own number (the law's): never "1. 1.".
      h('section', {}, h('h3', { id: 'efiling-elements' }, 'What the page shows for each eFiling element'),
        h('ol', { class: 'efiling' }, body.efiling_elements.map((e) => h('li', { value: e.element },
          h('strong', {}, `${e.name}: `),
          e.status === 'shown' ? 'shown' : e.status === 'missing' ? 'not shown' : `partly shown (no ${e.missing.join(', ')})`,
          e.shown.length ? list(e.shown, (f) => [`${f.fact.replace(/_/g, ' ')}: ${f.value} `, h('code', {}, `${f.evidence.source}: ${f.evidence.snippet}`)]) : null,
        )))),
      body.efiling_filing
        ? h('section', {}, h('h3', {}, 'Who files, and from when'),
          h('p', {}, `${body.efiling_filing.who_files}; required from ${body.efiling_filing.required_from} (entries from a foreign-trade zone from ${body.efiling_filing.foreign_trade_zone_from}), either:`),
          list(body.efiling_filing.ways),
          h('p', {}, body.efiling_filing.registry_reference
            ? `The listing shows a Product Registry reference: ${body.efiling_filing.registry_reference.identifier} (not looked up).`
            : 'The listing shows no Product Registry reference.', ` (${body.efiling_filing.provision})`))
        : null,
      h('p', { class: 'note' }, body.statement),
      honesty(body),
    );
  }

  // --- the duty impact: a low/mid/high range, assumptions and citations -------------------------
  /** "ordinary (column 1) duty: $7,250; Section 232 duty: $125,000; Section 301 duty (9903.88.03): $62,500": every part the total adds up from. */
  function partsText(duty) {
    const parts = duty.parts || [
      { label: 'ordinary (column 1) duty', usd: duty.ordinary_duty_usd },
      { label: 'Section 232 duty', usd: duty.estimate_usd },
    ];
    return parts.map((p) => `${p.label}: ${usdSpan(p.usd)}`).join('; ');
  }

  function renderDuty(body, out) {
    // The total a seller pays (every modelled part), then what each part is.
    const e = body.total_duty_usd;
    show(out,
      h('h2', {}, 'Estimated duty a year'),
      h(
        'div',
        { class: 'range', role: 'group', 'aria-label': 'Estimate range' },
        h('div', {}, 'Low', h('span', { class: 'figure' }, usd.format(e.low))),
        h('div', { class: 'mid' }, 'Mid', h('span', { class: 'figure' }, usd.format(e.mid))),
        h('div', {}, 'High', h('span', { class: 'figure' }, usd.format(e.high))),
      ),
      h('p', { class: 'duty-parts' }, `Of which ${partsText(body)}.`),
      body.not_included ? h('p', { class: 'not-included' }, `Not included: ${body.not_included.join('; ')}.`) : null,
      // The rate as a number and its basis (additional or all_in): a cell "+50%" would be a formula to a spreadsheet.
      h('p', {}, button('Download the codes as CSV', () => downloadCsv(`duty-impact-${body.as_of}.csv`,
        ['code', 'status', 'section_232_rate_pct', 'rate_basis', 'basis', 'section_232_mid_usd', 'total_mid_usd'],
        body.per_code.map((p) => ({ code: p.code, expandedFrom: p.expanded_from || null, cells: [p.code, p.status, p.rate_pct, p.rate_basis, p.basis, p.estimate_usd.mid, p.total_duty_usd ? p.total_duty_usd.mid : ''] }))))),
      h('p', {}, `Order of magnitude: ${body.order_of_magnitude.label}. On ${usd.format(body.annual_import_value_usd)} a year from ${body.country_of_origin}, as of ${body.as_of} (regime ${body.regime}).`),
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          {},
          h('caption', {}, 'Per code'),
          h('thead', {}, h('tr', {}, ['Code', 'Status', 'Section 232 rate', 'Basis', 'Section 232 mid', 'Total mid'].map((x) => h('th', { scope: 'col' }, x)))),
          h('tbody', {}, body.per_code.map((p) => h('tr', {}, h('th', { scope: 'row' }, p.expanded_from ? `${p.code} (of ${p.expanded_from})` : p.code), h('td', { class: `status-${p.status}` }, p.status), h('td', {}, rateText(p.rate_pct, p.rate_basis)), h('td', {}, p.basis), h('td', {}, usd.format(p.estimate_usd.mid)), h('td', {}, usd.format(p.total_duty_usd.mid))))),
        ),
      ),
      h('h3', {}, 'Assumptions'),
      list(body.assumptions),
      h('h3', {}, 'Citations'),
      list(body.citations),
      body.data_gaps.length ? h('section', {}, h('h3', {}, 'Known gaps in the data'), list(body.data_gaps)) : null,
      honesty(body),
    );
  }

  // --- the comment letter: the draft with copy and download, and the lookups it cites ---------
  function download(name, type, text) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = h('a', { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function copy(text, area, status) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      area.select();
      document.execCommand('copy');
    }
    status.textContent = 'Copied to the clipboard.';
  }

  function renderLetter(body, out) {
    const L = body.letter;
    const area = h('textarea', { id: 'letter-text', class: 'letter-text', readonly: '', rows: '24' });
    area.value = L.text;
    const status = h('p', { role: 'status' });
    const lookups = h('div', { id: 'letter-lookups' });
    show(out,
      h('h2', {}, 'Your draft: ', L.subject),
      h('p', {}, 'Your own draft, not legal advice. Nothing has been filed or stored: review it, then submit it yourself at regulations.gov.'),
      h('div', { class: 'actions' }, button('Copy the letter', () => copy(L.text, area, status)), button('Download .txt', () => download(`${L.filename}.txt`, 'text/plain;charset=utf-8', L.text)), button('Download .md', () => download(`${L.filename}.md`, 'text/markdown;charset=utf-8', L.markdown))),
      status,
      h('label', { for: 'letter-text' }, 'The letter (plain text)'),
      area,
      body.duty_impact ? h('p', { class: 'duty-stated' }, `Duty impact stated: ${usdSpan(body.duty_impact.total_duty_usd)} a year (${body.duty_impact.order_of_magnitude.label}), of which ${partsText(body.duty_impact)}.`) : null,
      h('h3', {}, 'The lookups the letter cites'),
      lookups,
      honesty(body),
    );
    return showLookups(body.lookups.map((l) => l.code), lookups);
  }

  /** The codes' Section 232 status, as the /tariffs page renders it (one renderer, on the server). */
  async function showLookups(codes, target) {
    if (!codes.length) {
      show(target, h('p', {}, 'Enter at least one HTS code.'));
      return;
    }
    show(target, h('p', {}, 'Looking the codes up…'));
    const res = await fetch(`/tariffs?codes=${encodeURIComponent(codes.join(','))}`, { headers: { accept: 'text/html' } });
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const table = doc.getElementById('lookup-results');
    show(target, table ? document.importNode(table, true) : h('p', {}, 'The lookup did not answer.'));
  }

  const RENDER = { scan: renderScan, readiness: renderReadiness, duty: renderDuty, letter: renderLetter };

  // --- share links: a form's inputs in the page's query string ----------------------------------
  // Lists as comma-separated codes (?htsCodes=7326.90.8688,0101.21.0010). The letter form holds
  // names and an email: it is never put in an address.
  const shareable = (form) => form.dataset.render !== 'letter';

  function queryOf(form) {
    const q = new URLSearchParams();
    for (const el of form.elements) {
      if (!el.name || el.disabled || el.type === 'file' || el.value.trim() === '') continue;
      q.set(el.name, el.dataset.kind === 'list' ? el.value.split(/[\s,;]+/).filter(Boolean).join(',') : el.value.trim());
    }
    return q;
  }

  /** Fills the form from the address; true when it named any of the form's fields. */
  function fillFromQuery(form) {
    const q = new URLSearchParams(window.location.search);
    let any = false;
    for (const el of form.elements) {
      if (!el.name || !q.has(el.name) || el.type === 'file') continue;
      el.value = el.dataset.kind === 'list' ? q.get(el.name).split(',').join('\n') : q.get(el.name);
      any = true;
    }
    return any;
  }

  function shareLink(form, out) {
    const url = `${window.location.pathname}?${queryOf(form)}`;
    window.history.replaceState(null, '', url);
    out.append(h('p', { class: 'share' }, 'Link to this answer: ', h('a', { href: url }, new URL(url, window.location.href).href)));
  }

  // --- the questions an answer leaves open: yes / no controls that run it again with `answers` ---
  // The form keeps the answers in one hidden field, "id=yes,id=no", so a share link carries them.
  function answersOf(text) {
    const answers = {};
    for (const pair of text.split(',')) {
      const [id, value] = pair.split('=').map((x) => (x || '').trim());
      if (id && (value === 'yes' || value === 'no')) answers[id] = value === 'yes';
    }
    return answers;
  }

  /** The codes each open question decides, from the answer's per_code[].questions. */
  function openQuestions(body) {
    const open = new Map();
    for (const p of body.per_code || []) for (const q of p.questions || []) open.set(q.id, [...(open.get(q.id) || []), p.code]);
    return open;
  }

  function questionControls(form, body, out) {
    const field = form.querySelector('input[data-kind="answers"]');
    if (!field) return;
    const catalogue = JSON.parse(field.dataset.questions || '{}');
    const given = answersOf(field.value);
    const open = openQuestions(body);
    // Open ones, and the ones already answered (so an answer can be changed), in the catalogue's order.
    const ids = Object.keys(catalogue).filter((id) => open.has(id) || id in given);
    if (!ids.length) return;
    const choice = (id, value, label, checked) => {
      const rid = `q-${id}-${value || 'open'}`;
      return h('div', { class: 'choice' }, h('input', { type: 'radio', id: rid, name: `q-${id}`, value, checked }), h('label', { for: rid }, label));
    };
    const fieldsets = ids.map((id) =>
      h('fieldset', { class: 'question', 'data-question': id },
        h('legend', {}, catalogue[id].question),
        h('p', { class: 'hint' }, open.has(id) ? `Decides ${open.get(id).join(', ')}. ` : 'Answered. ', `${catalogue[id].citation}.`),
        h('div', { class: 'choices' }, choice(id, 'yes', 'Yes', given[id] === true), choice(id, 'no', 'No', given[id] === false), choice(id, '', 'Not answered', !(id in given))),
      ),
    );
    const rerun = button('Estimate again with these answers', () => {
      field.value = ids.map((id) => [id, (out.querySelector(`input[name="q-${id}"]:checked`) || {}).value]).filter(([, v]) => v).map(([id, v]) => `${id}=${v}`).join(',');
      form.requestSubmit();
    });
    out.append(h('section', { class: 'questions', 'aria-labelledby': 'open-questions' },
      h('h3', { id: 'open-questions' }, 'Questions that decide the duty'),
      h('p', {}, 'Unanswered, a code whose duty depends on a fact reads as a range. Answer, then estimate again.'),
      fieldsets,
      h('p', {}, rerun),
    ));
  }

  /** The origin country typed or picked sets the contract's group (countryOfOrigin) it belongs to. */
  for (const input of document.querySelectorAll('input[name="originCountry"][list]')) {
    // On input too: Enter submits straight from the field, before any change event.
    const setGroup = () => {
      const typed = input.value.trim().toLowerCase();
      const option = [...document.getElementById(input.getAttribute('list')).options].find((o) => o.value.toLowerCase() === typed || o.dataset.code.toLowerCase() === typed);
      const group = input.form.elements.countryOfOrigin;
      if (option && group) group.value = option.dataset.group;
    };
    input.addEventListener('input', setGroup);
    input.addEventListener('change', setGroup);
  }

  // --- CSV in and out: a column of codes from a file; a table of the answer to a file ----------
  // Read and written by the service's own CSV modules (/assets/csv/), loaded when first needed:
  // the same header names, delimiters and formula neutralising as the CLI's `hts --csv`.
  const csvModules = () => Promise.all([import('/assets/csv/csv.js'), import('/assets/csv/code-column.js')]);
  /** The seller's file as last read: their header, their rows and the column of codes (kept for the download). */
  let uploaded = null;

  /** The codes of a CSV, or why there are none. */
  async function readCodesCsv(text) {
    const [csv, codeColumn] = await csvModules();
    const rows = csv.parseCsv(text);
    if (!rows.length) return { message: 'it is empty' };
    const at = codeColumn.locateCodes(rows);
    if (at.message) return { message: at.message };
    const width = Math.max(...rows.map((r) => r.cells.length));
    const header = Array.from({ length: width }, (_, i) => (at.hasHeader ? (rows[0].cells[i] || '').trim() : '') || `column_${i + 1}`);
    const data = rows.slice(at.hasHeader ? 1 : 0).filter((r) => (r.cells[at.column] || '').trim() !== '');
    return { header, rows: data, column: at.column, codes: data.map((r) => r.cells[at.column].trim()) };
  }

  const digitsOf = (code) => String(code).replace(/\D/g, '');
  /**
   * The answer's rows with the seller's own columns in front: each per-code line joined to the
   * uploaded row whose code it answers (by digits; the lines of one 8-digit code share its row).
   */
  function withOwnColumns(header, lines) {
    if (!uploaded) return { header, rows: lines.map((l) => l.cells) };
    const byCode = new Map();
    for (const row of uploaded.rows) {
      const key = digitsOf(row.cells[uploaded.column]);
      byCode.set(key, [...(byCode.get(key) || []), row]);
    }
    const used = new Map();
    let last = { expandedFrom: null, row: null };
    const rows = lines.map(({ code, expandedFrom, cells }) => {
      let row = last.row;
      if (!expandedFrom || expandedFrom !== last.expandedFrom) {
        const key = digitsOf(expandedFrom || code);
        const candidates = byCode.get(key) || [];
        const n = used.get(key) || 0;
        used.set(key, n + 1);
        row = candidates[Math.min(n, candidates.length - 1)] || null;
        last = { expandedFrom, row };
      }
      return [...uploaded.header.map((_, i) => (row ? row.cells[i] || '' : '')), ...cells];
    });
    return { header: [...uploaded.header, ...header.map((h) => (uploaded.header.includes(h) ? `lookup_${h}` : h))], rows };
  }

  async function downloadCsv(name, header, lines) {
    const [csv] = await csvModules();
    const table = withOwnColumns(header, lines);
    download(name, 'text/csv;charset=utf-8', [table.header, ...table.rows].map((r) => csv.csvLine(r)).join('\n') + '\n');
  }

  for (const input of document.querySelectorAll('input[type="file"][data-csv-into]')) {
    input.addEventListener('change', async () => {
      const target = document.getElementById(input.dataset.csvInto);
      const status = document.getElementById(`${input.id}-status`);
      const file = input.files && input.files[0];
      if (!file) return;
      const read = await readCodesCsv(await file.text());
      if (read.message) {
        uploaded = null;
        status.textContent = `${file.name}: ${read.message}.`;
        return;
      }
      uploaded = read;
      target.value = read.codes.slice(0, 50).join('\n');
      const n = read.codes.length;
      status.textContent = `${n} code${n === 1 ? '' : 's'} read from ${file.name} (column “${read.header[read.column]}”)${n > 50 ? '; the tools take 50 at a time: the first 50 are sent' : ''}. The download keeps your other columns.`;
    });
  }

  for (const form of document.querySelectorAll('form.tool-form')) {
    const out = document.getElementById('result');
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      const submit = form.querySelector('button[type="submit"]');
      submit.disabled = true;
      // The fields an earlier error marked are judged afresh.
      for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
      out.hidden = false;
      out.setAttribute('aria-busy', 'true');
      show(out, h('p', {}, 'Working…'));
      try {
        const res = await fetch(form.dataset.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(collect(form)) });
        const body = await res.json().catch(() => null);
        if (!res.ok || !body || body.ok !== true) renderError(out, body, res, null, form);
        else {
          await RENDER[form.dataset.render](body, out);
          questionControls(form, body, out);
          if (shareable(form)) shareLink(form, out);
        }
      } catch (err) {
        renderError(out, null, null, err, form);
      } finally {
        submit.disabled = false;
        out.removeAttribute('aria-busy');
        out.focus();
      }
    });
  }

  // A shared link answers at once.
  for (const form of document.querySelectorAll('form.tool-form')) {
    if (shareable(form) && fillFromQuery(form)) form.requestSubmit();
  }

  for (const button of document.querySelectorAll('button[data-lookup]')) {
    button.addEventListener('click', () => {
      const field = document.getElementById(button.dataset.lookup);
      showLookups(field.value.split(/[\s,;]+/).filter(Boolean), document.getElementById('lookups')).catch((err) => {
        document.getElementById('lookups').textContent = `The lookup did not complete (${err.message}).`;
      });
    });
  }
})();
