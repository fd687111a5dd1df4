// Metal-content shares of value per HS10 line (BEA input-output based), and the list of
// 10-digit lines the data knows. Expanded once from the compact committed form.

import { metalContentFile } from './dataset.ts';
import { lazy } from '../lazy.ts';

export interface MetalShares {
  steel: number;
  aluminum: number;
  copper: number;
}

function expand(): Map<string, MetalShares> {
  const industries = metalContentFile.industries.map(([, steel, aluminum, copper]) => ({ steel, aluminum, copper }));
  const byLine = new Map<string, MetalShares>();
  for (const [sub, tokens] of Object.entries(metalContentFile.lines)) {
    let industry = -1;
    for (const token of tokens.split(' ')) {
      const colon = token.indexOf(':');
      if (colon >= 0) industry = Number(token.slice(colon + 1));
      byLine.set(sub + (colon >= 0 ? token.slice(0, colon) : token), industries[industry]);
    }
  }
  return byLine;
}

const SHARES = lazy(expand);

/** Whether a 10-digit line (bare digits) is in the data's list of statistical lines. */
export function isKnownStatisticalLine(digits: string): boolean {
  return SHARES().has(digits);
}

/** The line's share of value in one metal, capped at 1 (a few BEA-derived shares exceed 1), or null when unknown. */
export function metalShare(digits: string, metal: 'steel' | 'aluminum' | 'copper'): number | null {
  const shares = SHARES().get(digits);
  if (!shares) return null;
  return Math.min(1, shares[metal]);
}
