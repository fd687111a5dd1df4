// dutyscout readiness: score a product listing (a local HTML file or a public URL) for how much
// of the evidence a certifier will need is visible on it. Evidence completeness, not
// compliance; it never issues, signs, certifies or files a GCC or CPC.

import { assessReadiness, type ReadinessReport } from '../entries/readiness.ts';
import { parseHtsCode } from '../tariffs/hts-code.ts';
import { cliCommand } from './args.ts';
import { loadPage } from './page-source.ts';

const HELP = `usage: dutyscout readiness URL_OR_FILE [--hts CODE] [--json]

Reads one product listing (a saved HTML file, or an http(s) URL fetched through the
service's egress rules) and reports, check by check with the evidence found, how much of
the evidence a certifier will need is visible on it: product identity, manufacturer,
place of manufacture, age grade, online choking-hazard warnings, cited CPSC rules, lab
evidence, certificate reference, date of manufacture, category labels. It names the rules
for the product (from the data table in data/cpsc, each with its provision), lists the
eFiling certificate data elements (15 U.S.C. 2063(g)(1); 16 CFR 1110) the listing does not
evidence, and says who files them (the importer) and from when.

options:
  --hts CODE   the product's 10-digit HTS code (NNNN.NN.NNNN, NNNN.NN.NN.NN or ten digits);
               9503.00.00 suffixes carry the toy age grade, headings the CPSC category
  --json       print the full report (facts and evidence included) as JSON
  -h, --help   this text

Verdict: a ban or a statutory violation (a required choking warning not shown; children's
sleepwear called "not flame resistant") is "not ready" whatever the score; a red flag keeps
it from "ready"; "ready" also needs a certificate, the rules cited and, for a
children's product, a CPSC lab ID of a plausible form (its form only: CPSC acceptance
cannot be confirmed from a listing). Otherwise 80 and up "ready", 50-79 "gaps", below 50
"not ready".
This is not a certificate: dutyscout does not issue, sign, certify or file a GCC or CPC.
Environment (URLs only): EGRESS_ALLOW_PRIVATE, EGRESS_ALLOWED_PORTS, SUPPORT_CONTACT.`;

const BANDS: Record<ReadinessReport['band'], string> = { ready: 'ready', gaps: 'gaps', not_ready: 'not ready' };
const BLOCKER_KINDS: Record<ReadinessReport['blockers'][number]['kind'], string> = {
  ban: 'BANNED', statutory_violation: 'STATUTORY VIOLATION', red_flag: 'RED FLAG', ready_requirement: 'NEEDED BEFORE READY',
};
const RULE_STATUS: Record<ReadinessReport['classification']['applicable_rules'][number]['status'], string> = {
  expected: 'CITE      ', one_of: 'ONE OF    ', if: 'IF        ', on_product: 'ON PRODUCT', hazard: 'HAZARD    ',
};
const STATUS: Record<string, string> = { pass: 'PASS', partial: 'PART', fail: 'FAIL', not_applicable: 'N/A ' };

const cli = cliCommand('readiness', HELP);

function yesNo(v: boolean | null): string {
  return v === null ? 'undetermined' : v ? 'yes' : 'no';
}

export function formatReport(r: ReadinessReport, source: string, hts: string | undefined): string {
  const out: string[] = [];
  out.push(`Listing readiness: ${r.score}/100 (${BANDS[r.band]})`);
  out.push(`Listing: ${source}`);
  out.push(`HTS code: ${hts ?? 'none given'}`);
  out.push('', 'Classification (not scored)');
  out.push(`  children's product:   ${yesNo(r.classification.childrens_product)}`);
  out.push(`  certificate expected: ${r.classification.certificate_expected === 'possibly_none' ? 'possibly none' : r.classification.certificate_expected}`);
  out.push(`  category:             ${r.classification.category ?? 'unknown'}`);
  for (const reason of r.classification.reasons) out.push(`  - ${reason}`);
  if (r.classification.applicable_rules.length > 0) {
    out.push('', 'The rules for this product (data/cpsc; each with the provision it rests on)');
    for (const x of r.classification.applicable_rules) {
      out.push(`  ${RULE_STATUS[x.status]} ${x.rule} (${x.title}): ${x.reason}.${x.provision && x.provision !== x.rule ? ` [${x.provision}]` : ''}`);
    }
  }
  if (r.blockers.length > 0) {
    out.push('', 'What decides the verdict (bans and violations first, whatever the score)');
    for (const b of r.blockers) {
      out.push(`  ${BLOCKER_KINDS[b.kind]} (${b.provision}): ${b.message}`);
      if (b.quote) out.push(`      "${b.quote}"`);
      for (const e of b.evidence) out.push(`      evidence (${e.source}): ${e.snippet}`);
    }
  }
  if (r.caps.length > 0) {
    out.push('', 'Score caps');
    for (const cap of r.caps) out.push(`  capped at ${cap.limit}: ${cap.reason}`);
  }
  if (r.contradictions.length > 0) {
    out.push('', 'Contradictions');
    for (const c of r.contradictions) {
      out.push(`  -${c.penalty}: ${c.message}`);
      for (const e of c.evidence) out.push(`      evidence (${e.source}): ${e.snippet}`);
    }
  }
  out.push('', 'Checks');
  for (const c of r.checks) {
    out.push(`  [${STATUS[c.status]}] ${c.id.padEnd(22)} ${String(c.points_earned).padStart(2)}/${c.points_possible}   ${c.citation}`);
    out.push(`         ${c.message}`);
    for (const e of c.evidence) out.push(`         evidence (${e.source}): ${e.snippet}`);
  }
  out.push('', 'eFiling certificate data elements (15 U.S.C. 2063(g)(1); 16 CFR 1110): what the listing shows for each');
  for (const e of r.efiling_elements) {
    out.push(`  ${e.element}. ${e.name}: ${e.status}${e.missing.length > 0 && e.status === 'partial' ? ` (no ${e.missing.join(', ')})` : ''}`);
    for (const f of e.shown) out.push(`       ${f.fact}: ${f.value}   (${f.evidence.source}: ${f.evidence.snippet})`);
  }
  const filing = r.efiling_filing;
  out.push('', `Who files, and from when (${filing.provision})`);
  out.push(`  ${filing.who_files}; required from ${filing.required_from} (entries from a foreign-trade zone from ${filing.foreign_trade_zone_from}), either:`);
  for (const way of filing.ways) out.push(`  - ${way}`);
  out.push(filing.registry_reference
    ? `  The listing shows a Product Registry reference: ${filing.registry_reference.identifier} (not looked up).`
    : '  The listing shows no Product Registry reference.');
  if (filing.unverified) out.push(`  Not checked against the rule's text: ${filing.unverified}`);
  out.push('', r.statement);
  return out.join('\n') + '\n';
}

export async function run(args: string[]): Promise<number> {
  const parsed = cli.parse(args, { hts: { type: 'string' }, json: { type: 'boolean' } }, { positionals: true });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return cli.usageError(positionals.length === 0 ? 'give one listing: a URL or an HTML file' : 'give exactly one listing');
  let htsCode: string | undefined;
  if (values.hts !== undefined) {
    const hts = parseHtsCode(values.hts);
    if (!hts.ok) return cli.usageError(`invalid --hts ${JSON.stringify(values.hts)}: ${hts.reason}`);
    htsCode = hts.code;
  }
  const page = await loadPage(positionals[0], cli);
  if (typeof page === 'number') return page;
  // A fetched listing is assessed against its final URL and named with when it was fetched.
  const url = page.fetchedAt === undefined ? undefined : page.source;
  const source = url === undefined ? page.source : `${url} (fetched ${page.fetchedAt})`;
  const report = assessReadiness(page.html, { url, htsCode });
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, source, htsCode));
  return 0;
}
