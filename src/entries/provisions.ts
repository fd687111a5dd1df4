// The provisions the verdict rests on, read once from data/cpsc/provisions.json: each with its
// citation and the text quoted from a public copy (or, where the text was not reachable, what is
// relied on instead), so every ban or violation the report names can show its source.
import { readFileSync } from 'node:fs';

export interface Provision {
  id: string;
  citation: string;
  quote: string | null;
  source: string;
  unverified?: string;
  /** What the check takes from the provision, where that needs saying (e.g. whom it does not cover). */
  note?: string;
}

const file = JSON.parse(readFileSync(new URL('../../data/cpsc/provisions.json', import.meta.url), 'utf8')) as { provisions: Provision[] };
const BY_ID = new Map(file.provisions.map((p) => [p.id, p]));

export function provision(id: string): Provision {
  const p = BY_ID.get(id);
  if (!p) throw new Error(`unknown provision ${id} (data/cpsc/provisions.json)`);
  return p;
}
