// Writes data/section232/polysilicon.json from the proclamation's text and the derived product
// list in ../shared/data/tariffs-2026-rev21 (or under DUTYSCOUT_SHARED):
//   node scripts/build-polysilicon.ts [--check]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { polysiliconFile, serialisePolysilicon } from './lib/polysilicon.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const POLYSILICON_FILE = join(ROOT, 'data', 'section232', 'polysilicon.json');
const SHARED = resolve(process.env.DUTYSCOUT_SHARED ?? join(ROOT, '..', 'shared'));
const DIR = join(SHARED, 'data', 'tariffs-2026-rev21');
export const PROCLAMATION_TEXT = join(DIR, 'section232-polysilicon', 'proclamation-11052_2026-08-06_whitehouse-text.md');
export const PRODUCT_LIST = join(DIR, 'yale-tariff-rate-tracker', 'resources', 's232_polysilicon_adval_products.csv');

/** The file's bytes as the shared texts give them, or null when they are not here. */
export function polysiliconText(): string | null {
  if (!existsSync(PROCLAMATION_TEXT) || !existsSync(PRODUCT_LIST)) return null;
  return serialisePolysilicon(polysiliconFile(readFileSync(PROCLAMATION_TEXT, 'utf8'), readFileSync(PRODUCT_LIST, 'utf8')));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = polysiliconText();
  if (text === null) {
    console.error(`build-polysilicon: ${DIR}: the proclamation text or the product list is not here`);
    process.exit(1);
  }
  const target = relative(process.cwd(), POLYSILICON_FILE);
  if (process.argv.includes('--check')) {
    const same = existsSync(POLYSILICON_FILE) && readFileSync(POLYSILICON_FILE, 'utf8') === text;
    console.log(same ? `${target} is what the texts give, byte for byte` : `${target} differs from the texts`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(POLYSILICON_FILE, text);
  console.log(`wrote ${target}`);
}
