// Excerpts of USITC's real revision texts for the readers' tests (test/fixtures/hts-revision/).

import { readFileSync } from 'node:fs';

export function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/hts-revision/${name}`, import.meta.url), 'utf8');
}
