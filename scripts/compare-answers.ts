// Asks this checkout's service and another checkout's the same questions and compares the
// answers byte for byte: for a change to the request path or the answers' making (a cache, how
// the JSON is made) that must not change what is answered. Each question is asked three times
// (a cached answer comes on the second or third asking). Each server's own port and the request
// ids in failure bodies are masked; everything else must match.
//
// Usage: node scripts/compare-answers.ts <other checkout> [questions per operation, default 300]
// Exits 1 when an answer differs, printing the first few.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [other, perOperation = '300'] = process.argv.slice(2);
if (!other) {
  console.error('usage: node scripts/compare-answers.ts <other checkout> [questions per operation]');
  process.exit(2);
}
const here = fileURLToPath(new URL('..', import.meta.url));

type Server = { child: ChildProcess; url: string; key: string };
function start(root: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench/servers/app-server.ts')], {
      env: { ...process.env, PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...(JSON.parse(line) as { url: string; key: string }) });
    });
    child.once('exit', (code) => reject(new Error(`${root}: the app server exited ${code}`)));
  });
}

// Statuses of every kind, 8-digit provisions, an invalid code; every group of origin; days
// before, inside and after the data; answers and a partner country.
const CODES = ['7326.90.8688', '0402.99.6800', '7318.15.2030', '8482.10.5032', '7219.11.0030', '8708.29.5160', '9403.99.9020', '7323.91.5020', '7616.10.3000', '8703.22.0110', '8471.70.1000', '9031.90.5400', '2106.10.0000', '8516.50.0030', '1001.11.0000', '6107.21.0020', '0101.21.0010', '9903.81.91', 'ABCD.EF.GHIJ', '7326.90', '7326.90.86', '8418.10.0010'];
const ORIGINS = ['canada', 'mexico', 'eu', 'china', 'japan', 'south_korea', 'other'];
const DAYS = [undefined, '2025-03-12', '2025-09-01', '2026-05-01', '2026-07-01', '2026-12-10'];
const VALUES = [250000, 1234.56, 0, 1e9];

function questions(count: number): { path: string; auth: boolean; body: Record<string, unknown> }[] {
  const out: { path: string; auth: boolean; body: Record<string, unknown> }[] = [];
  for (let i = 0; i < count; i++) {
    const codes = Array.from({ length: 1 + (i % 4) }, (_, j) => CODES[(i * 7 + j * 3) % CODES.length]!);
    const day = DAYS[i % DAYS.length];
    const origin = ORIGINS[i % ORIGINS.length]!;
    const answers = i % 5 === 0 ? { usmca_qualifying: i % 2 === 0, part_of_passenger_vehicle: true } : undefined;
    out.push({
      path: '/api/mcp/tariffs/duty_impact',
      auth: false,
      body: { htsCodes: codes, annualImportValueUsd: VALUES[i % VALUES.length], countryOfOrigin: origin, ...(day ? { asOf: day } : {}), ...(answers ? { answers } : {}), ...(i % 11 === 0 && origin === 'eu' ? { originCountry: 'DE' } : {}) },
    });
    out.push({ path: '/api/v1/tariffs/hts/lookup', auth: true, body: { codes, ...(day ? { as_of: day } : {}), ...(i % 3 === 0 ? { country_of_origin: origin } : {}) } });
  }
  return out;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}
const around = (a: string, b: string) => a.slice(Math.max(0, firstDifference(a, b) - 80), firstDifference(a, b) + 160);

const [mine, theirs] = await Promise.all([start(here), start(other)]);
let same = 0;
const differ: string[] = [];
try {
  const ask = async (s: Server, q: { path: string; auth: boolean; body: unknown }) => {
    const res = await fetch(s.url + q.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(q.auth ? { authorization: `Bearer ${s.key}` } : {}) },
      body: JSON.stringify(q.body),
    });
    const text = (await res.text()).replaceAll(new URL(s.url).port, 'PORT').replace(/"request_id":"[^"]*"/, '"request_id":"…"');
    return `${res.status} ${text}`;
  };
  for (const q of questions(Number(perOperation))) {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await ask(mine, q), await ask(theirs, q)];
      if (a === b) same++;
      else differ.push(`${q.path} ${JSON.stringify(q.body)} (asking ${round + 1}), from character ${firstDifference(a, b)}:\n  this:  ${around(a, b)}\n  other: ${around(b, a)}`);
    }
  }
} finally {
  mine.child.kill('SIGTERM');
  theirs.child.kill('SIGTERM');
}
console.log(`${same} answers the same, ${differ.length} different`);
for (const d of differ.slice(0, 5)) console.log(d);
process.exit(differ.length ? 1 : 0);
