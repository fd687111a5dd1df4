// What an import changed, for the operator to review before committing it: per revision, the
// statistical lines split (and which listed provisions they touch), the provisions added to and
// removed from each Section 232 list, and the Chapter 99 rates that changed, each with its
// effective date; then what differs from the data committed before the import.

import type { OtherAction, RevisionsFile, SectionList } from '../../src/tariffs/dataset-types.ts';
import type { ImportResult } from './import-revisions.ts';

function listDiff(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const b = new Set(before);
  const a = new Set(after);
  return { added: after.filter((x) => !b.has(x)), removed: before.filter((x) => !a.has(x)) };
}

const digits = (code: string) => code.replace(/\./g, '');

/** Lines of the report; `lists` and `actions` are the base data the splits are held against. */
export function describeImport(result: ImportResult, lists: readonly SectionList[], actions: readonly OtherAction[], previous: RevisionsFile | null): string[] {
  const out: string[] = [];
  const { file } = result;
  const listedWhere = new Map<string, string[]>();
  const note = (code: string, where: string) => listedWhere.set(code, [...(listedWhere.get(code) ?? []), where]);
  for (const l of lists) for (const p of l.provisions) if (digits(p).length === 10) note(digits(p), l.id);
  for (const a of [...actions, ...file.actions]) for (const p of a.prefixes) if (p.length === 10) note(p, a.id);

  out.push(`Imported ${file.revisions.length} revision(s), current through ${file.hts_revision} (published ${file.sources_as_of}).`);
  for (const r of file.revisions) {
    const splits = file.splits.filter((s) => s.revision === r.revision);
    out.push('', `== ${r.revision} (published ${r.published})`);
    if (r.headings_only) {
      out.push(`  Chapter 99 headings only: no change record and no note texts, so its notes are taken as the previous revision's; published: ${r.published_source}`);
      const check = result.headingsChecks.find((h) => h.revision === r.revision)?.check;
      if (check) {
        out.push(`  against the newest earlier text of each heading: ${check.compared} compared, ${check.identical} identical, ${check.punctuation.length} differ only by trailing punctuation (${check.punctuation.join(', ') || 'none'}), ${check.differ.length} differ, ${check.missing.length} missing`);
        for (const d of check.differ) out.push(`    ${d.heading}: ${d.earlier.revision} "${d.earlier.general}" / now "${d.now.general}": ${d.now.description.slice(0, 120)}`);
        for (const m of check.missing) out.push(`    ${m}: printed by an earlier revision, absent now`);
      }
    }
    for (const i of r.section232_items) out.push(`  ${i.nature.padEnd(12)} ${i.item} (effective ${i.effective ?? 'not stated'}, ${i.source})`);
    if (splits.length > 0) {
      const touching = splits.filter((s) => listedWhere.has(digits(s.deleted)));
      out.push(`  statistical lines split: ${splits.length}; still printed on a Section 232 list: ${touching.length}`);
      for (const s of touching) {
        out.push(`    ${s.deleted} -> ${s.successors.join(', ')} (effective ${s.effective}; listed on ${listedWhere.get(digits(s.deleted))!.join(', ')}: the successors inherit it)`);
      }
    }
  }

  out.push('', '== Section 232 lists by version');
  for (const [noteNumber, versions] of result.listVersions) {
    versions.forEach((v, i) => {
      const sizes = [...v.provisions].map(([sub, p]) => `${sub} ${p.length}`).join(', ');
      out.push(`  note ${noteNumber}, ${v.revision}, from ${v.from}: ${sizes}`);
      const prior = versions[i - 1];
      if (!prior) return;
      for (const [sub, provisions] of v.provisions) {
        const d = listDiff(prior.provisions.get(sub) ?? [], provisions);
        if (d.added.length + d.removed.length === 0) continue;
        out.push(`    ${sub}: +${d.added.length} -${d.removed.length} from ${v.from}`);
        if (d.removed.length > 0) out.push(`      removed: ${d.removed.join(' ')}`);
        if (d.added.length > 0) out.push(`      added: ${d.added.join(' ')}`);
      }
    });
  }

  for (const r of result.rekeyed) {
    out.push(`  ${r.id}: printed in the numbering of before the statistical splits of ${r.through}; read re-keyed through them (${r.printed} lines printed, ${r.read} read)`);
  }

  out.push('', '== Chapter 99 rates');
  for (const [heading, periods] of [...result.headingRates].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${heading}: ${periods.map((p) => `${p.basis === 'all_in' ? '' : '+'}${p.rate_pct}%${p.basis === 'all_in' ? ' all-in' : ''} from ${p.from} (${p.revision})`).join('; then ')}`);
  }

  out.push('', '== Against the committed data');
  if (!previous) out.push('  no revisions.json before: everything above is new');
  else {
    const ids = listDiff(previous.actions.map((a) => a.id), file.actions.map((a) => a.id));
    if (previous.hts_revision !== file.hts_revision) out.push(`  current through: ${previous.hts_revision} -> ${file.hts_revision}`);
    for (const id of ids.added) out.push(`  action added: ${id}`);
    for (const id of ids.removed) out.push(`  action removed: ${id}`);
    for (const a of file.actions) {
      const before = previous.actions.find((p) => p.id === a.id);
      if (!before) continue;
      const d = listDiff(before.prefixes, a.prefixes);
      if (d.added.length + d.removed.length > 0) out.push(`  ${a.id}: provisions +${d.added.length} -${d.removed.length}`);
      if (before.rate_pct !== a.rate_pct || before.effective_from !== a.effective_from || before.effective_to !== a.effective_to) {
        out.push(`  ${a.id}: ${before.rate_pct}% ${before.effective_from}..${before.effective_to ?? ''} -> ${a.rate_pct}% ${a.effective_from}..${a.effective_to ?? ''}`);
      }
    }
    const splits = listDiff(previous.splits.map((s) => s.deleted), file.splits.map((s) => s.deleted));
    if (splits.added.length + splits.removed.length > 0) out.push(`  statistical splits: +${splits.added.length} -${splits.removed.length}`);
    if (out[out.length - 1] === '== Against the committed data') out.push('  identical');
  }
  return out;
}
