// The letter text: every input given appears in it, nothing that was not given does, and the
// submitter's own text cannot turn into Markdown structure.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { lookupHtsCodes } from '../tariffs/lookup.ts';
import { estimateDutyImpact } from '../tariffs/duty-impact.ts';
import { draftLetter, escapeMarkdown, INCLUSIONS_DOCKET, type LetterInput } from './letter.ts';
import { docketStatus } from './docket-status.ts';

const AS_OF = '2026-11-21';

function draft(input: LetterInput, asOf = AS_OF) {
  const results = lookupHtsCodes(input.htsCodes, { asOf });
  const duty =
    input.annualImportValueUsd !== undefined && input.countryOfOrigin
      ? estimateDutyImpact({ htsCodes: input.htsCodes, annualImportValueUsd: input.annualImportValueUsd, countryOfOrigin: input.countryOfOrigin, asOf })
      : null;
  const docket = docketStatus(input.docketId, asOf);
  return { letter: draftLetter(input, { asOf, results, duty, docket }), results, duty, docket };
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

it('a submitter\'s line of --- or === makes no heading and no rule; no list, quote or code block either', () => {
  const lines = ['Our plant', '---', 'Our staff', '===', '  ***', '___', '- - -', '+ plus', '1) one', '2. two', '> quote', '    code', '\t\ttabbed', '```', '~~~', '<div>'];
  const { letter } = draft({ ...FULL, facts: { jobs: lines.join('\n') } });
  const md = letter.markdown.split('\n');
  const from = md.findIndex((l) => l.startsWith('Our plant'));
  const ours = md.slice(from, from + lines.length);
  assert.equal(ours.length, lines.length);
  for (const line of ours) {
    // Each line starts with a letter or digit, or with an escaped mark: nothing that opens a block.
    assert.match(line, /^([A-Za-z]|\d+\\[.)]|\\[-+=*_>`~<])/, JSON.stringify(line));
  }
  assert.ok(!md.some((l) => /^\s{0,3}(=+|-+)\s*$/.test(l)), 'no setext underline');
  assert.ok(letter.text.includes(lines.join('\n')), 'the plain text keeps every line as written');
});

// The docket's window on the letter's date is the letter's first paragraph, so a closed or
// unknown window is read before anything else. The dates are passed in: these hold next month.
const MINIMAL: LetterInput = { company: 'Tern Supply', contactName: 'Sam Roe', position: 'oppose', htsCodes: ['7326.90.8688'], docketId: INCLUSIONS_DOCKET };
const firstParagraph = (text: string) => text.split('\n\n')[0]!;

it('a closed window is said plainly at the top: before round 1 opened, with the next opening', () => {
  const { letter } = draft(MINIMAL, '2025-04-15');
  const top = firstParagraph(letter.text);
  assert.match(top, /^Before filing \(remove this paragraph from the letter\): On 2025-04-15, the window of docket BIS-2025-0023 \(Section 232 Steel and Aluminum Tariff Inclusions Process\) is closed\./);
  assert.match(top, /round 1, opens on 2025-05-01/);
  assert.match(top, /regulations\.gov/);
  assert.doesNotMatch(top, /is open|unknown/);
  // The letter itself is still dated that day and still honest about what it is.
  assert.equal(letter.text.split('\n\n')[1], '2025-04-15');
  assert.match(letter.text, /not legal advice, and nothing has been filed/);
});

it('an open window says open, with its dates and the document that states them', () => {
  const { letter } = draft(MINIMAL, '2025-09-20');
  const top = firstParagraph(letter.text);
  assert.match(top, /On 2025-09-20, the window of docket BIS-2025-0023 .* is open: round 2 runs from 2025-09-15 to 2025-09-29 \(source: FR 2025-18008/);
  assert.doesNotMatch(top, /closed|unknown/);
  assert.ok(letter.markdown.startsWith('Before filing'), 'the Markdown opens with it too');
});

it('a window whose dates the texts do not state is unknown, never closed or open', () => {
  const { letter } = draft(MINIMAL, AS_OF);
  const top = firstParagraph(letter.text);
  assert.match(top, /On 2026-11-21, whether the window of docket BIS-2025-0023 .* is open is unknown\./);
  assert.match(top, /The dates of round 3 are not stated in the texts we hold/);
  assert.match(top, /round 2, ran from 2025-09-15 to 2025-09-29/);
  assert.doesNotMatch(top, /is (open|closed)[:.]/);
});

it('a docket the service does not know is accepted and said to be unknown, to be checked on regulations.gov', () => {
  const { letter, docket } = draft({ ...MINIMAL, docketId: 'XYZ-2030-0001' });
  assert.equal(docket.known, false);
  const top = firstParagraph(letter.text);
  assert.match(top, /Docket XYZ-2030-0001 is not one this service knows/);
  assert.match(top, /check the docket's status on regulations\.gov before filing/i);
  assert.doesNotMatch(top, /Inclusions Process|is (open|closed)[:.]/);
  assert.match(letter.subject, /^Comment on docket XYZ-2030-0001$/);
  assert.match(letter.text, /submit it yourself to docket XYZ-2030-0001 at regulations\.gov/);
});

it('the closing "not legal advice" note is marked for removal like the opening one: nothing meant for the submitter is filed', () => {
  const { letter } = draft(MINIMAL, '2025-04-15');
  const paragraphs = letter.text.trim().split('\n\n');
  const last = paragraphs[paragraphs.length - 1]!;
  assert.match(last, /^Before filing \(remove this paragraph from the letter\): this is Tern Supply's own draft/);
  assert.match(last, /not legal advice, and nothing has been filed/);
  // Both marked notes are whole paragraphs: taking them out leaves the letter, signed.
  const filed = paragraphs.filter((p) => !p.startsWith('Before filing (remove this paragraph'));
  assert.equal(filed[filed.length - 1], 'Sam Roe\nTern Supply');
  assert.match(letter.markdown, /Before filing \(remove this paragraph from the letter\): this is Tern Supply/);
});
