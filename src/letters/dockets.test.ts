// data/letters/dockets.json held to its own rules: well-formed ids, real ISO dates, windows in
// order, a source for every fact, a missing date explained, and "checked" saying whether a
// second document states the fact. Where ../shared is here, every quoted passage must be found
// in the file it names (under CI=true it must be here, so this never passes by skipping).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCKET_ID, KNOWN_DOCKETS, findDocket, knownDocketsSentence, type Evidence } from './dockets.ts';
import { INCLUSIONS_DOCKET } from './letter.ts';
import { sharedSection232 } from '../../scripts/check-tariff-data.ts';

const SOURCED_FIELDS = ['id', 'title', 'agency', 'action', 'takes', 'recurring'] as const;
const NOT_STATED = /not stated in the texts we hold/i;

function isCalendarDay(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
}

/** One document stating a fact: "Stated in ... only"; two or more: "Checked against ...". */
function checkedSaysHowMany(what: string, evidence: Evidence[], checked: string | undefined): string[] {
  const documents = new Set(evidence.map((e) => e.document));
  if (!checked) return [`${what}: no "checked" note`];
  if (documents.size === 1 && !/^Stated in .+ only/.test(checked)) return [`${what}: one document (${[...documents]}) but "checked" does not say "Stated in ... only"`];
  if (documents.size > 1 && !/^Checked against /.test(checked)) return [`${what}: ${documents.size} documents but "checked" does not say "Checked against"`];
  return [];
}

it('the known dockets: ids well-formed and unique, the default among them, findable in any case', () => {
  assert.ok(KNOWN_DOCKETS.length > 0);
  const ids = KNOWN_DOCKETS.map((d) => d.id);
  for (const id of ids) assert.match(id, DOCKET_ID);
  assert.equal(new Set(ids.map((i) => i.toUpperCase())).size, ids.length, 'unique');
  assert.ok(findDocket(INCLUSIONS_DOCKET), 'the default docket is a known one');
  assert.equal(findDocket(INCLUSIONS_DOCKET.toLowerCase())?.id, INCLUSIONS_DOCKET);
  assert.equal(findDocket('XYZ-2030-0001'), undefined);
  for (const id of ids) assert.ok(knownDocketsSentence().includes(id), `the descriptions name ${id}`);
});

it('every window: ISO calendar dates or null with the reason, in order, not overlapping', () => {
  const problems: string[] = [];
  for (const d of KNOWN_DOCKETS) {
    assert.equal(typeof d.recurring, 'boolean', `${d.id} recurring`);
    if (d.schedule === null && !NOT_STATED.test(d.schedule_note)) problems.push(`${d.id}: no schedule and no "not stated" note`);
    let previous: string | undefined;
    d.windows.forEach((w, i) => {
      const what = `${d.id} round ${w.round}`;
      if (w.round !== i + 1) problems.push(`${what}: rounds must run 1, 2, 3 in order`);
      for (const date of [w.opens, w.closes]) if (date !== null && !isCalendarDay(date)) problems.push(`${what}: ${date} is not a YYYY-MM-DD calendar day`);
      if (w.opens && w.closes && w.opens > w.closes) problems.push(`${what}: opens after it closes`);
      if ((w.opens === null || w.closes === null) && !NOT_STATED.test(w.not_stated ?? '')) problems.push(`${what}: a missing date must say it is not stated in the texts we hold`);
      if (w.opens !== null && w.closes !== null && w.not_stated !== null) problems.push(`${what}: both dates stated, yet a not_stated note`);
      for (const date of [w.opens, w.closes]) {
        if (date === null) continue;
        if (previous !== undefined && date <= previous) problems.push(`${what}: ${date} is not after the earlier rounds' ${previous}`);
        previous = date;
      }
      if (!w.stated_by) problems.push(`${what}: no document stating its dates`);
    });
  }
  assert.deepEqual(problems, []);
});

it('every fact has a source: each docket field and each window has a passage, and "checked" counts the documents', () => {
  const problems: string[] = [];
  for (const d of KNOWN_DOCKETS) {
    for (const field of SOURCED_FIELDS) {
      const evidence = d.evidence.filter((e) => e.supports.includes(field));
      if (evidence.length === 0) problems.push(`${d.id} ${field}: no passage supports it`);
      else problems.push(...checkedSaysHowMany(`${d.id} ${field}`, evidence, d.checked[field]));
    }
    for (const e of d.evidence) for (const f of e.supports) if (!(SOURCED_FIELDS as readonly string[]).includes(f)) problems.push(`${d.id}: evidence supports unknown field ${f}`);
    for (const w of d.windows) {
      if (w.evidence.length === 0) problems.push(`${d.id} round ${w.round}: no passage`);
      else problems.push(...checkedSaysHowMany(`${d.id} round ${w.round}`, w.evidence, w.checked));
    }
    for (const e of [...d.evidence, ...d.windows.flatMap((w) => w.evidence)]) {
      if (!e.file || !e.document || e.passage.trim().length < 10) problems.push(`${d.id}: evidence needs a file, a document and a passage (${JSON.stringify(e)})`);
    }
  }
  assert.deepEqual(problems, []);
});

// The official texts are optional outside CI (the committed list stands alone).
const SHARED = sharedSection232();
if (!SHARED && process.env.CI === 'true') throw new Error('../shared/data/section232 is not here (or DUTYSCOUT_SHARED): CI=true requires it to check the dockets\' passages');
const squash = (s: string) => s.replace(/\s+/g, ' ');

it('every quoted passage is in the file it names, as printed', { skip: SHARED ? false : 'skipped: ../shared/data/section232 is not here (optional outside CI)' }, () => {
  const missing: string[] = [];
  for (const d of KNOWN_DOCKETS) {
    for (const e of [...d.evidence, ...d.windows.flatMap((w) => w.evidence)]) {
      const path = join(SHARED!, e.file);
      // latin1: the PDF is read as bytes; every passage is plain ASCII.
      if (!existsSync(path)) missing.push(`${e.file}: no such file`);
      else if (!squash(readFileSync(path, 'latin1')).includes(squash(e.passage))) missing.push(`${e.file}: "${e.passage}"`);
    }
  }
  assert.deepEqual(missing, []);
});
