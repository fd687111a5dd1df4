// The letter text: every input given appears in it, nothing that was not given does, and the
// submitter's own text cannot turn into Markdown structure.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { lookupHtsCodes } from '../tariffs/lookup.ts';
import { estimateDutyImpact } from '../tariffs/duty-impact.ts';
import { draftLetter, escapeMarkdown, INCLUSIONS_DOCKET, type LetterInput } from './letter.ts';

const AS_OF = '2026-11-21';

function draft(input: LetterInput) {
  const results = lookupHtsCodes(input.htsCodes, { asOf: AS_OF });
  const duty =
    input.annualImportValueUsd !== undefined && input.countryOfOrigin
      ? estimateDutyImpact({ htsCodes: input.htsCodes, annualImportValueUsd: input.annualImportValueUsd, countryOfOrigin: input.countryOfOrigin, asOf: AS_OF })
      : null;
  return { letter: draftLetter(input, { asOf: AS_OF, results, duty }), results, duty };
}

const FULL: LetterInput = {
  company: 'Quillfeather Fasteners Inc.',
  contactName: 'Ada Okonkwo-Varga',
  title: 'VP Sourcing',
  email: 'ada.ov@quillfeather.example',
  position: 'oppose',
  htsCodes: ['7326.90.8688', '0101.21.0010', '7318.15.2095'],
  docketId: 'BIS-2025-0023',
  inclusionRequestId: 'BIS-2025-0023-0777',
  annualImportValueUsd: 1_234_000,
  countryOfOrigin: 'japan',
  facts: {
    domesticAvailability: 'No US mill rolls the 0.3 mm strip we use.',
    supplyChain: 'Two suppliers in Osaka; a 14-week lead time.',
    jobs: 'We employ 57 people in Dayton, Ohio.\n\nA duty would cut 12 of them.',
  },
};

it('every input given appears in the text: company, signer, codes, docket, request, value, origin, facts', () => {
  const { letter, results, duty } = draft(FULL);
  for (const s of [FULL.company, FULL.contactName, FULL.title!, FULL.email!, FULL.docketId, FULL.inclusionRequestId!, '$1,234,000', 'Japan', 'opposes', ...FULL.htsCodes]) {
    assert.ok(letter.text.includes(s), `text has ${s}`);
  }
  for (const p of ['No US mill rolls the 0.3 mm strip we use.', 'Two suppliers in Osaka; a 14-week lead time.', 'We employ 57 people in Dayton, Ohio.', 'A duty would cut 12 of them.']) {
    assert.ok(letter.text.includes(p), p);
  }
  // Each code's status is cited with its regime and date (and the hit's list and rate).
  const hit = results.find((r) => r.status === 'hit')!;
  assert.ok(letter.text.includes(`${hit.code}: subject to Section 232 duties (regime ${hit.detail!.regime}, as of ${AS_OF})`));
  assert.ok(letter.text.includes(hit.detail!.list!), 'the list');
  assert.ok(letter.text.includes(hit.detail!.chapter99_heading!), 'the heading');
  const clear = results.find((r) => r.code === '0101.21.0010')!;
  assert.equal(clear.status, 'clear');
  assert.ok(letter.text.includes(`0101.21.0010: not subject to Section 232 duties (regime ${clear.detail!.regime}, as of ${AS_OF})`));
  // The duty range is the estimate's, as dollars.
  const fmt = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
  assert.ok(letter.text.includes(fmt(duty!.estimate_usd.mid)), 'mid estimate');
  assert.match(letter.subject, /BIS-2025-0023, inclusion request BIS-2025-0023-0777/);
  assert.match(letter.text, /own draft/);
  assert.match(letter.text, /not legal advice/);
  assert.match(letter.text, /nothing has been filed/);
  assert.equal(letter.filename, 'comment-bis-2025-0023-quillfeather-fasteners-inc');
});

it('nothing appears that was not given: no title, email, request, duty section or fact headings when absent', () => {
  const minimal: LetterInput = { company: 'Tern Supply', contactName: 'Sam Roe', position: 'support', htsCodes: ['7326.90.8688'], docketId: INCLUSIONS_DOCKET };
  const { letter } = draft(minimal);
  assert.match(letter.text, /Tern Supply supports the inclusion of the product classified under HTS code 7326\.90\.8688/);
  for (const absent of ['Duty impact', 'Domestic availability', 'Supply chain', 'Jobs', 'inclusion request', '@', '$', 'undefined', 'null', 'VP', 'Japan', 'China']) {
    assert.ok(!letter.text.includes(absent), `no ${absent}`);
  }
  // The signature is exactly the signer and the company.
  assert.match(letter.text, /Respectfully submitted,\n\nSam Roe\nTern Supply\n\n/);
  // Nothing of another letter's inputs leaks in (the core keeps no state).
  draft(FULL);
  assert.deepEqual(draft(minimal).letter, letter);
});

it('a value without an estimate is not stated, and every fact is optional on its own', () => {
  const { letter } = draft({ ...FULL, facts: { jobs: 'Nine jobs.' }, annualImportValueUsd: undefined, countryOfOrigin: undefined });
  assert.ok(letter.text.includes('## ') === false && letter.text.includes('Jobs\n\nNine jobs.'));
  assert.ok(!letter.text.includes('Duty impact') && !letter.text.includes('Supply chain') && !letter.text.includes('$'));
});

it('the Markdown keeps the submitter\'s text as written: no headings, links or emphasis from it', () => {
  const facts = { jobs: '# Not a heading\n\n[click](https://evil.example) *bold* <b>x</b>\n\n- not a list' };
  const { letter } = draft({ ...FULL, company: 'A_B *Corp*', facts });
  assert.ok(letter.text.includes('[click](https://evil.example) *bold* <b>x</b>'), 'text keeps it verbatim');
  assert.ok(letter.markdown.includes('\\# Not a heading'));
  assert.ok(letter.markdown.includes('\\[click\\](https://evil.example) \\*bold\\* \\<b\\>x\\</b\\>'));
  assert.ok(letter.markdown.includes('\\- not a list'));
  assert.ok(letter.markdown.includes('A\\_B \\*Corp\\*'));
  assert.ok(!/^#(?!# )/m.test(letter.markdown), 'only the letter\'s own ## headings');
  assert.equal(escapeMarkdown('1. one'), '1\\. one');
});
