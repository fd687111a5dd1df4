// The request-path cases, shared by the load (bench/request-path.ts) and by the in-process
// measure of each operation's own cost (bench/servers/operation-cost.ts), so both see the
// same bodies: the v1 HTS lookup with 1 and 50 codes, each repeated (the same body every time:
// the per-code JSON cache answers) and never seen (every request other codes on another day:
// nothing cached helps); the public duty_impact tool (1 code), the same body every time and with another
// yearly value each time.

// A mix of statuses (hit, adjacent, in scope, clear, invalid) for the repeated cases.
const MIX = [
  '7326.90.8688', '0402.99.6800', '7318.15.2030', '8482.10.5032', '7219.11.0030', '8708.29.5160', '9403.99.9020',
  '7323.91.5020', '7616.10.3000', '8703.22.0110', '8471.70.1000', '9031.90.5400', '2106.10.0000', '8516.50.0030',
  '1001.11.0000', '6107.21.0020', '0101.21.0010', '9903.81.91', 'ABCD.EF.GHIJ', '7326.90',
];
const CHAPTERS = [72, 73, 74, 76, 84, 85, 87, 94, 39, 61];

/** Codes and days no earlier request of this generator used: chapters where the lists bite, digits from a counter. */
function neverSeenGenerator(): () => { code: string; day: string } {
  let sequence = 0;
  return () => {
    const n = sequence++;
    const chapter = CHAPTERS[n % CHAPTERS.length]!;
    const rest = String(Math.floor(n / CHAPTERS.length) % 1e8).padStart(8, '0');
    const day = new Date(Date.UTC(2025, 2, 12) + (Math.floor(n / (CHAPTERS.length * 1e4)) % 600) * 86_400_000).toISOString().slice(0, 10);
    return { code: `${chapter}${rest.slice(0, 2)}.${rest.slice(2, 4)}.${rest.slice(4)}`, day };
  };
}
const lookupBody = (codes: string[], asOf: string) => JSON.stringify({ codes, as_of: asOf });

export interface RequestCase {
  name: string;
  path: string;
  auth: boolean;
  /** A body maker: the same body every time, or (varies) a new one each call. */
  bodies(): () => string;
  varies: boolean;
}

export const LOOKUP_PATH = '/api/v1/tariffs/hts/lookup';

const fixed = (body: string) => () => () => body;
function neverSeenLookups(count: number): () => () => string {
  return () => {
    const next = neverSeenGenerator();
    return () => {
      const first = next();
      return lookupBody([first.code, ...Array.from({ length: count - 1 }, () => next().code)], first.day);
    };
  };
}

export const REQUEST_CASES: RequestCase[] = [
  { name: 'lookup-1-repeated', path: LOOKUP_PATH, auth: true, varies: false, bodies: fixed(lookupBody([MIX[0]!], '2026-09-01')) },
  { name: 'lookup-50-repeated', path: LOOKUP_PATH, auth: true, varies: false, bodies: fixed(lookupBody(Array.from({ length: 50 }, (_, i) => MIX[i % MIX.length]!), '2026-09-01')) },
  { name: 'lookup-1-never-seen', path: LOOKUP_PATH, auth: true, varies: true, bodies: neverSeenLookups(1) },
  { name: 'lookup-50-never-seen', path: LOOKUP_PATH, auth: true, varies: true, bodies: neverSeenLookups(50) },
  {
    name: 'duty_impact-1',
    path: '/api/mcp/tariffs/duty_impact',
    auth: false,
    varies: false,
    bodies: fixed(JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china' })),
  },
  {
    // The same question with another yearly value each request: no whole answer can be reused.
    name: 'duty_impact-1-values',
    path: '/api/mcp/tariffs/duty_impact',
    auth: false,
    varies: true,
    bodies: () => {
      let value = 250_000;
      return () => JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: value++, countryOfOrigin: 'china' });
    },
  },
];
