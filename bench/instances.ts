// One and two instances, SQLite + memory limits vs PostgreSQL + Redis: 30 s (BENCH_SECONDS)
// at concurrency 50 against the v1 lookup (one key) and the public duty impact. Two instances
// get 25 connections each, at the same time (as a load balancer would spread them).
// Reports throughput, p50/p99, errors (anything but 200: the windows are lifted, so no 429 is
// designed here) and each instance's RSS at start and end. PostgreSQL + Redis need
// TEST_DATABASE_URL and TEST_REDIS_URL (scripts/services.sh start); without them those rows skip.
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { procStatusKiB, startChild, type ChildServer } from './lib/child-server.ts';
import { load, type LoadResult } from './lib/load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 50;
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const targets = {
  'v1 lookup': { path: '/api/v1/tariffs/hts/lookup', keyed: true, body: JSON.stringify({ codes: ['7326.90.8688', '0402.99.6800', '7318.15.2030'], as_of: '2026-09-01' }) },
  'public duty impact': { path: '/api/mcp/tariffs/duty_impact', keyed: false, body: JSON.stringify({ htsCodes: ['7326.90.8688', '7318.15.2030'], annualImportValueUsd: 250000, countryOfOrigin: 'china' }) },
};

const rssMb = (pid: number) => procStatusKiB(pid, 'VmRSS') / 1024;

interface Backend {
  name: string;
  env(): Promise<Record<string, string>>;
  cleanup(): Promise<void>;
}

const tmp = mkdtempSync(join(tmpdir(), 'dutyscout-bench-instances-'));
const sqlite: Backend = {
  name: 'SQLite+memory',
  async env() {
    return { DATABASE_URL: `sqlite:${join(tmp, `${randomBytes(4).toString('hex')}.sqlite`)}` };
  },
  async cleanup() {},
};
const dbUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const drops: string[] = [];
const admin = async (sql: string) => {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
};
const postgresRedis: Backend = {
  name: 'PostgreSQL+Redis',
  async env() {
    const name = `dutyscout_bench_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    drops.push(name);
    const url = new URL(dbUrl!);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString(), REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `bench:${name}:` };
  },
  async cleanup() {
    for (const name of drops.splice(0)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  },
};

const backends = [sqlite, ...(dbUrl && redisUrl ? [postgresRedis] : [])];
if (!(dbUrl && redisUrl)) console.log('PostgreSQL+Redis skipped: TEST_DATABASE_URL and TEST_REDIS_URL are not set (eval "$(scripts/services.sh start)")');

interface Row {
  backend: string;
  instances: number;
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  total: number;
  rssStartMb: number[];
  rssEndMb: number[];
}

const rows: Row[] = [];
try {
  for (const backend of backends) {
    for (const instances of [1, 2]) {
      const env = await backend.env();
      const first = await startChild<{ url: string; key: string }>(here('./servers/instance-server.ts'), env);
      const servers: Array<ChildServer<{ url: string; key: string }>> = [first];
      if (instances === 2) servers.push(await startChild(here('./servers/instance-server.ts'), { ...env, BENCH_KEY: first.info.key }));
      try {
        for (const [target, t] of Object.entries(targets)) {
          const rssStartMb = servers.map((s) => rssMb(s.pid));
          const headers: Record<string, string> = { 'content-type': 'application/json', ...(t.keyed ? { authorization: `Bearer ${first.info.key}` } : {}) };
          const results: LoadResult[] = await Promise.all(
            servers.map((s) => load({ url: s.info.url + t.path, headers, body: t.body, connections: CONNECTIONS / instances, seconds })),
          );
          const row: Row = {
            backend: backend.name,
            instances,
            target,
            requestsPerSecond: Math.round(results.reduce((a, r) => a + r.requestsPerSecond, 0)),
            p50Ms: Math.max(...results.map((r) => r.p50Ms)),
            p99Ms: Math.max(...results.map((r) => r.p99Ms)),
            errors: results.reduce((a, r) => a + r.non2xx + r.errors, 0),
            total: results.reduce((a, r) => a + r.total, 0),
            rssStartMb: rssStartMb.map(Math.round),
            rssEndMb: servers.map((s) => Math.round(rssMb(s.pid))),
          };
          rows.push(row);
          console.log(
            `${row.backend.padEnd(16)} x${instances}  ${target.padEnd(18)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors ${row.errors}/${row.total}  RSS ${row.rssStartMb.join('+')} -> ${row.rssEndMb.join('+')} MB`,
          );
        }
      } finally {
        for (const s of servers) await s.stop();
        await backend.cleanup();
      }
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const rate = (backend: string, instances: number, target: string) => rows.find((r) => r.backend === backend && r.instances === instances && r.target === target)?.requestsPerSecond;
const ratios: Record<string, number> = {};
for (const target of Object.keys(targets)) {
  const base = rate('SQLite+memory', 1, target)!;
  for (const r of rows.filter((x) => x.target === target)) ratios[`${target}: ${r.backend} x${r.instances} / SQLite+memory x1`] = Number((r.requestsPerSecond / base).toFixed(2));
}
console.log(JSON.stringify({ bench: 'instances', seconds, connections: CONNECTIONS, rows, ratios }, null, 2));
if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
