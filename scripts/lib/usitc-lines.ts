// Reads the 10-digit statistical lines of USITC's HTS JSON export (the rows numbered
// NNNN.NN.NN.NN) into data/hts/lines.json: what an 8-digit provision expands to. Chapter 99 is
// left out (additional-duty headings, not products). Compacted by 8-digit provision, like
// metal-content.json: "73181520": "10 20 30 ...".

import { readFileSync } from 'node:fs';
import { exportFiles } from './usitc-json.ts';

export interface StatisticalLinesFile {
  source: string;
  revision_note: string;
  /** 8 bare digits -> the 2-digit statistical suffixes under it, space-separated, sorted. */
  lines: Record<string, string>;
}

const LINE = /^\d{4}\.\d{2}\.\d{2}\.\d{2}$/;

export function readStatisticalLines(path: string, source: string, revisionNote: string): StatisticalLinesFile {
  const byHead = new Map<string, Set<string>>();
  for (const file of exportFiles(path)) {
    const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(rows)) throw new Error(`${file}: not a USITC JSON export (expected an array of rows)`);
    for (const row of rows as Array<{ htsno?: unknown }>) {
      if (typeof row.htsno !== 'string' || !LINE.test(row.htsno)) continue;
      const digits = row.htsno.replace(/\./g, '');
      if (digits.startsWith('99')) continue;
      const head = digits.slice(0, 8);
      const set = byHead.get(head) ?? new Set<string>();
      set.add(digits.slice(8));
      byHead.set(head, set);
    }
  }
  if (byHead.size === 0) throw new Error(`${path}: no 10-digit line (not a USITC JSON export?)`);
  const lines: Record<string, string> = {};
  for (const head of [...byHead.keys()].sort()) lines[head] = [...byHead.get(head)!].sort().join(' ');
  return { source, revision_note: revisionNote, lines };
}

/** Deterministic bytes, one 8-digit provision a line, so a diff of two exports reads line by line. */
export function serialiseStatisticalLines(file: StatisticalLinesFile): string {
  const body = Object.keys(file.lines)
    .map((k) => ` ${JSON.stringify(k)}: ${JSON.stringify(file.lines[k])}`)
    .join(',\n');
  return `{"source": ${JSON.stringify(file.source)},\n"revision_note": ${JSON.stringify(file.revision_note)},\n"lines": {\n${body}\n}}\n`;
}
