// The Node client (clients/node) against the real server: the shared conformance cases, then
// retries and timeouts against a local fault server, then the README's examples run as written
// from a build type-checked against Node 18's library.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { join } from 'node:path';
import * as dutyscout from '../../clients/node/src/index.ts';
import { Dutyscout, APIError, type LetterDraftRequest } from '../../clients/node/src/index.ts';
import { CLIENTS, ROOT, loadCases, mismatches, substitute, useHarness, type Case } from './harness.ts';

const harness = useHarness();

function call(client: Dutyscout, c: Case): Promise<unknown> {
  const p = c.params;
  const o = c.options ?? {};
  switch (c.method) {
    case 'tariffs.hts.lookup':
      return client.tariffs.hts.lookup(p.codes, { asOf: p.asOf, ...o });
    case 'pixels.scan':
      return client.pixels.scan(p.url, o);
    case 'entries.gcc.generate':
      return client.entries.gcc.generate(p.request, o);
    case 'tools.scanStorefront':
      return client.tools.scanStorefront({ url: p.url, email: p.email }, o);
    case 'tools.readinessCheck':
      return client.tools.readinessCheck({ storeUrl: p.storeUrl, htsCode: p.htsCode, email: p.email }, o);
    case 'tools.htsLookup':
      return client.tools.htsLookup({ htsCodes: p.htsCodes, asOf: p.asOf }, o);
    case 'tools.dutyImpact':
      return client.tools.dutyImpact({ htsCodes: p.htsCodes, annualImportValueUsd: p.annualImportValueUsd, countryOfOrigin: p.countryOfOrigin, email: p.email }, o);
    case 'tools.draftCommentLetter':
      return client.tools.draftCommentLetter(p as LetterDraftRequest, o);
  }
}

describe('Node client: conformance cases against the real server', () => {
  for (const raw of loadCases()) {
    it(raw.name, async () => {
      const c = substitute(raw, harness().vars);
      const client = new Dutyscout({ apiKey: c.key === 'none' ? null : harness().keys[c.key], baseUrl: harness().url });
      const { expect } = c;
      if (expect.error) {
        const err = await call(client, c).then(
          (body) => assert.fail(`expected ${expect.error!.class}, got 200 ${JSON.stringify(body).slice(0, 200)}`),
          (e: unknown) => e,
        );
        const Cls = (dutyscout as Record<string, unknown>)[expect.error.class] as typeof APIError;
        assert.ok(typeof Cls === 'function', `the client exports ${expect.error.class}`);
        assert.ok(err instanceof Cls, `${(err as Error).name}: ${(err as Error).message}`);
        assert.equal(err.constructor.name, expect.error.class);
        assert.equal(err.status, expect.status);
        assert.equal(err.code, expect.error.code);
        assert.ok(err.message.startsWith(`${expect.status} ${expect.error.code}: `), err.message);
        assert.match(err.requestId ?? '', /\S/, 'request id');
        assert.match(err.contact ?? '', /@/, 'contact');
        if (expect.error.details) assert.ok(err.details.length > 0 && err.details.every((d) => typeof d.path === 'string' && d.message), 'details');
      } else {
        assert.equal(expect.status, 200);
        const body = await call(client, c);
        assert.deepEqual(mismatches(body, expect.body), []);
        for (const rule of expect.rule_ids ?? []) {
          assert.ok((body as { findings: { rule_id: string }[] }).findings.some((f) => f.rule_id === rule), `finding ${rule}`);
        }
      }
    });
  }
});

interface Fault {
  url: string;
  hits: { at: number; ua: string | undefined; auth: string | undefined }[];
  close(): Promise<void>;
}

/** A local server answering the n-th request with answers[n] (the last one repeats); null never answers. */
async function faultServer(answers: ({ status: number; headers?: Record<string, string>; body?: unknown; raw?: string } | null)[]): Promise<Fault> {
  const hits: Fault['hits'] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    hits.push({ at: Date.now(), ua: req.headers['user-agent'], auth: req.headers.authorization });
    const a = answers[Math.min(hits.length - 1, answers.length - 1)];
    if (a === null || a === undefined) {
      hanging.push(res);
      return;
    }
    res.writeHead(a.status, { 'content-type': 'application/json', 'x-request-id': `req_fault${hits.length}`, ...a.headers });
    res.end(a.raw ?? JSON.stringify(a.body ?? { results: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const failure = (error: string, message = 'x') => ({ error, message, contact: 'support@dutyscout.example', request_id: 'req_body' });

describe('Node client: retries and timeouts against a local fault server', () => {
  it('429 with Retry-After: 1 then 200: waits the second and succeeds', async () => {
    const f = await faultServer([{ status: 429, headers: { 'retry-after': '1' }, body: failure('rate_limited') }, { status: 200 }]);
    try {
      const res = await new Dutyscout({ apiKey: 'de_x', baseUrl: f.url }).tariffs.hts.lookup(['7326.90.8688']);
      assert.deepEqual(res, { results: [] });
      assert.equal(f.hits.length, 2);
      assert.ok(f.hits[1]!.at - f.hits[0]!.at >= 950, `waited ${f.hits[1]!.at - f.hits[0]!.at} ms`);
    } finally {
      await f.close();
    }
  });

  it('503 twice then 200: two retries by default, with backoff', async () => {
    const f = await faultServer([{ status: 503, body: failure('unavailable') }, { status: 503, body: failure('unavailable') }, { status: 200 }]);
    try {
      await new Dutyscout({ apiKey: 'de_x', baseUrl: f.url }).tariffs.hts.lookup(['7326.90.8688']);
      assert.equal(f.hits.length, 3);
      const [a, b, c] = f.hits.map((x) => x.at);
      assert.ok(b! - a! >= 0.375 * 1000 - 30 && b! - a! < 900, `first backoff ${b! - a!} ms (0.5 s less up to 25% jitter)`);
      assert.ok(c! - b! >= 0.75 * 1000 - 30 && c! - b! < 1500, `second backoff ${c! - b!} ms (1 s less up to 25% jitter)`);
    } finally {
      await f.close();
    }
  });

  it('the retries are configurable per client and per call; the last error is thrown', async () => {
    const f = await faultServer([{ status: 503, body: failure('unavailable', 'down') }]);
    try {
      const client = new Dutyscout({ apiKey: 'de_x', baseUrl: f.url, maxRetries: 0 });
      await assert.rejects(client.tariffs.hts.lookup(['7326.90.8688']), (e: unknown) => e instanceof dutyscout.InternalServerError && e.message === '503 unavailable: down');
      assert.equal(f.hits.length, 1);
      await assert.rejects(client.tariffs.hts.lookup(['7326.90.8688'], { maxRetries: 1 }), dutyscout.InternalServerError);
      assert.equal(f.hits.length, 3);
    } finally {
      await f.close();
    }
  });

  it('a 4xx other than 429 is never retried; a rate-limit error carries Retry-After', async () => {
    const f = await faultServer([{ status: 400, body: { ...failure('invalid_request'), details: [{ path: 'codes', message: 'Too small' }] } }]);
    try {
      const err = await new Dutyscout({ apiKey: 'de_x', baseUrl: f.url, maxRetries: 5 }).tariffs.hts.lookup([]).catch((e) => e);
      assert.ok(err instanceof dutyscout.BadRequestError);
      assert.deepEqual(err.details, [{ path: 'codes', message: 'Too small' }]);
      assert.equal(f.hits.length, 1);
    } finally {
      await f.close();
    }
    const g = await faultServer([{ status: 429, headers: { 'retry-after': '120' }, body: failure('rate_limited') }]);
    try {
      const err = await new Dutyscout({ apiKey: 'de_x', baseUrl: g.url, maxRetries: 0 }).tariffs.hts.lookup(['1']).catch((e) => e);
      assert.ok(err instanceof dutyscout.RateLimitError);
      assert.equal(err.retryAfter, 120);
      assert.equal(err.requestId, 'req_body');
    } finally {
      await g.close();
    }
  });

  it('a server that never answers: a timeout error after timeoutMs, retried like a connection error', async () => {
    const f = await faultServer([null]);
    try {
      const started = Date.now();
      const err = await new Dutyscout({ apiKey: 'de_x', baseUrl: f.url, timeoutMs: 300, maxRetries: 0 }).tariffs.hts.lookup(['1']).catch((e) => e);
      assert.ok(err instanceof dutyscout.APITimeoutError, String(err));
      assert.ok(err instanceof dutyscout.APIConnectionError);
      assert.match(err.message, /^0 timeout: no response within 300 ms/);
      assert.ok(Date.now() - started < 2000);
      await new Dutyscout({ apiKey: 'de_x', baseUrl: f.url, timeoutMs: 200, maxRetries: 1 }).tariffs.hts.lookup(['1']).catch((e) => e);
      assert.equal(f.hits.length, 3);
    } finally {
      await f.close();
    }
  });

  it('nothing listening: a connection error; the User-Agent names the library, its version and the runtime', async () => {
    const f = await faultServer([{ status: 200 }]);
    const url = f.url;
    await new Dutyscout({ apiKey: 'de_abc', baseUrl: url }).tools.dutyImpact({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'eu' });
    assert.equal(f.hits[0]!.ua, `dutyscout-node/${dutyscout.VERSION} node/${process.version}`);
    assert.equal(f.hits[0]!.auth, 'Bearer de_abc');
    await f.close();
    const err = await new Dutyscout({ baseUrl: url, maxRetries: 0 }).tools.dutyImpact({ htsCodes: ['1'], annualImportValueUsd: 1, countryOfOrigin: 'eu' }).catch((e) => e);
    assert.ok(err instanceof dutyscout.APIConnectionError && !(err instanceof dutyscout.APITimeoutError), String(err));
    assert.match(err.message, /^0 connection_error: cannot reach http:\/\/127\.0\.0\.1:\d+\/api\/mcp\/tariffs\/duty_impact/);
  });

  it('a host name that does not resolve (ENOTFOUND) is one attempt, not retried; a refused connection still is', async () => {
    // The lookup fails here, in the process (no DNS query leaves the machine): undici's own
    // fetch with an Agent whose lookup answers ENOTFOUND, as getaddrinfo does for a wrong name.
    let lookups = 0;
    const agent = new Agent({
      connect: {
        lookup: ((hostname: string, _opts: unknown, cb: (err: NodeJS.ErrnoException | null) => void) => {
          lookups++;
          cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }));
        }) as unknown as LookupFunction,
      },
    });
    const fetchVia = ((url: string, init: RequestInit) => undiciFetch(url, { ...(init as object), dispatcher: agent } as never)) as unknown as typeof fetch;
    const retried: number[] = [];
    const client = new Dutyscout({ baseUrl: 'http://nonexistent.invalid:8080', fetch: fetchVia, maxRetries: 2, onRetry: (r) => retried.push(r.attempt) });
    const err = await client.tools.dutyImpact({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'eu' }).catch((e) => e);
    await agent.close();
    assert.ok(err instanceof dutyscout.APIConnectionError, String(err));
    assert.match(err.message, /^0 connection_error: cannot reach http:\/\/nonexistent\.invalid:8080\/api\/mcp\/tariffs\/duty_impact: .*ENOTFOUND/);
    assert.equal(lookups, 1, 'one attempt');
    assert.deepEqual(retried, []);
    // Nothing listening on a loopback port (ECONNREFUSED) is still retried: the service may be starting.
    const f = await faultServer([{ status: 200 }]);
    await f.close();
    const refused: number[] = [];
    await new Dutyscout({ baseUrl: f.url, maxRetries: 1, maxRetryWaitMs: 10_000, onRetry: (r) => refused.push(r.attempt) }).tools.dutyImpact({ htsCodes: ['1'], annualImportValueUsd: 1, countryOfOrigin: 'eu' }).catch((e) => e);
    assert.deepEqual(refused, [0]);
  });

  it('a 2xx body that is not JSON is an APIError invalid_response, not retried', async () => {
    const f = await faultServer([{ status: 200, raw: '<html>proxy</html>' }]);
    try {
      const err = await new Dutyscout({ apiKey: 'de_x', baseUrl: f.url }).tariffs.hts.lookup(['1']).catch((e) => e);
      assert.ok(err instanceof APIError && err.constructor === APIError, String(err));
      assert.match(err.message, /^200 invalid_response: cannot decode the answer/);
      assert.equal(err.requestId, 'req_fault1');
      assert.equal(f.hits.length, 1);
    } finally {
      await f.close();
    }
  });

  it('the key and base URL come from DUTYSCOUT_API_KEY and DUTYSCOUT_BASE_URL, else http://localhost:8080', () => {
    const saved = { key: process.env.DUTYSCOUT_API_KEY, base: process.env.DUTYSCOUT_BASE_URL };
    try {
      delete process.env.DUTYSCOUT_API_KEY;
      delete process.env.DUTYSCOUT_BASE_URL;
      assert.equal(new Dutyscout().baseUrl, 'http://localhost:8080');
      process.env.DUTYSCOUT_BASE_URL = 'http://127.0.0.1:1234/';
      assert.equal(new Dutyscout().baseUrl, 'http://127.0.0.1:1234');
      assert.equal(new Dutyscout({ baseUrl: 'http://x.example' }).baseUrl, 'http://x.example');
      // No key is null or '' in Node (the Python client's api_key=""), whatever the environment says.
      process.env.DUTYSCOUT_API_KEY = 'de_' + 'a'.repeat(24);
      assert.equal(new Dutyscout().apiKey, 'de_' + 'a'.repeat(24));
      assert.equal(new Dutyscout({ apiKey: null }).apiKey, null);
      assert.equal(new Dutyscout({ apiKey: '' }).apiKey, null);
    } finally {
      for (const [k, v] of [['DUTYSCOUT_API_KEY', saved.key], ['DUTYSCOUT_BASE_URL', saved.base]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});

/** The fenced blocks of a README in a language, in order, each with the output the README says it prints (a `text` block after "prints"). */
export function codeBlocks(readme: string, lang: string): { code: string; prints: string | null }[] {
  return [...readme.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```(?:\\s*prints\\s*```text\\n([\\s\\S]*?)```)?', 'g'))].map((m) => ({ code: m[1]!, prints: m[2] ?? null }));
}

describe('Node client: what it retries, how long it waits, how it stops, what it shows', () => {
  it('retries only what a retry can change: not a storefront\'s own 404 (502 upstream_error), not 500 internal', async () => {
    for (const [status, code, tries] of [[502, 'upstream_error', 1], [500, 'internal', 1], [502, 'upstream_unreachable', 3], [504, 'upstream_timeout', 3], [503, 'unavailable', 3]] as const) {
      const f = await faultServer([{ status, headers: { 'retry-after': '0' }, body: failure(code, 'https://shop.example/ answered HTTP 404') }]);
      try {
        const err = await new Dutyscout({ baseUrl: f.url }).tools.scanStorefront({ url: 'https://shop.example/' }).catch((e) => e);
        assert.equal(err.code, code);
        assert.equal(f.hits.length, tries, `${status} ${code}: ${tries} attempt(s)`);
      } finally {
        await f.close();
      }
    }
    // A proxy's own 502 page (no JSON) is retried.
    const p = await faultServer([{ status: 502, headers: { 'retry-after': '0' }, raw: '<html>Bad Gateway</html>' }, { status: 200 }]);
    try {
      await new Dutyscout({ baseUrl: p.url }).tariffs.hts.lookup(['1']);
      assert.equal(p.hits.length, 2);
    } finally {
      await p.close();
    }
  });

  it('a Retry-After longer than maxRetryWaitMs is thrown at once; onRetry hears of every wait', async () => {
    const f = await faultServer([{ status: 429, headers: { 'retry-after': '3600' }, body: failure('rate_limited') }]);
    try {
      const started = Date.now();
      const err = await new Dutyscout({ baseUrl: f.url, maxRetries: 3 }).tariffs.hts.lookup(['1']).catch((e) => e);
      assert.ok(err instanceof dutyscout.RateLimitError && err.retryAfter === 3600);
      assert.equal(f.hits.length, 1, 'no wait of an hour');
      assert.ok(Date.now() - started < 1000);
    } finally {
      await f.close();
    }
    const g = await faultServer([{ status: 429, headers: { 'retry-after': '1' }, body: failure('rate_limited') }, { status: 200 }]);
    try {
      const waits: Array<[number, number, string]> = [];
      const onRetry = (i: dutyscout.RetryInfo) => waits.push([i.attempt, i.delayMs, i.error.code]);
      await new Dutyscout({ baseUrl: g.url, onRetry }).tariffs.hts.lookup(['1']);
      assert.deepEqual(waits, [[0, 1000, 'rate_limited']]);
      const capped = await new Dutyscout({ baseUrl: g.url, maxRetryWaitMs: 500 }).tariffs.hts.lookup(['1'], { maxRetryWaitMs: 2000 });
      assert.ok(capped, 'the per-call cap overrides the client\'s');
    } finally {
      await g.close();
    }
  });

  it('an abort is an APIUserAbortError, during the call or during a wait between attempts', async () => {
    const f = await faultServer([null]);
    try {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('user left')), 100);
      const err = await new Dutyscout({ baseUrl: f.url }).tariffs.hts.lookup(['1'], { signal: controller.signal }).catch((e) => e);
      assert.ok(err instanceof dutyscout.APIUserAbortError, String(err));
      assert.ok(err instanceof dutyscout.APIError);
      assert.equal(err.message, '0 aborted: request aborted');
      assert.equal((err.cause as Error).message, 'user left');
    } finally {
      await f.close();
    }
    const g = await faultServer([{ status: 503, headers: { 'retry-after': '5' }, body: failure('unavailable') }]);
    try {
      const controller = new AbortController();
      const err = await new Dutyscout({ baseUrl: g.url, onRetry: () => setTimeout(() => controller.abort(), 50) }).tariffs.hts.lookup(['1'], { signal: controller.signal }).catch((e) => e);
      assert.ok(err instanceof dutyscout.APIUserAbortError, String(err));
      assert.equal(g.hits.length, 1);
    } finally {
      await g.close();
    }
  });

  it('onResponse gives the rate-limit headers of a success', async () => {
    const f = await faultServer([{ status: 200, headers: { ratelimit: '"minute";r=99;t=42', 'ratelimit-policy': '"minute";q=100;w=60' } }]);
    try {
      let seen: dutyscout.ResponseInfo | undefined;
      await new Dutyscout({ apiKey: 'de_x', baseUrl: f.url }).tariffs.hts.lookup(['1'], { onResponse: (info) => (seen = info) });
      assert.equal(seen?.status, 200);
      assert.equal(seen?.headers.get('ratelimit'), '"minute";r=99;t=42');
      assert.equal(seen?.requestId, 'req_fault1');
    } finally {
      await f.close();
    }
  });
});

describe('Node client: build and README', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'dutyscout-node-client-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('builds to ESM with declarations, type-checked against Node 18 (@types/node@18)', () => {
    const pkg = join(dir, 'node_modules', '@dutyscout', 'client');
    mkdirSync(pkg, { recursive: true });
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(CLIENTS, 'node/tsconfig.json'), '--types', 'node18', '--outDir', join(pkg, 'dist')], { encoding: 'utf8' });
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
    cpSync(join(CLIENTS, 'node/package.json'), join(pkg, 'package.json'));
    assert.match(readFileSync(join(pkg, 'dist/index.d.ts'), 'utf8'), /Dutyscout/);
  });

  it('every example in clients/node/README.md runs as written', () => {
    const readme = readFileSync(join(CLIENTS, 'node/README.md'), 'utf8');
    const examples = codeBlocks(readme, 'js');
    assert.ok(examples.length >= 3, 'the README has examples');
    assert.ok(examples.some((e) => e.prints !== null), 'an example shows its output');
    examples.forEach(({ code, prints }, i) => {
      const file = join(dir, `example-${i}.mjs`);
      writeFileSync(file, code);
      const run = spawnSync(process.execPath, [file], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, DUTYSCOUT_API_KEY: harness().keys.all, DUTYSCOUT_BASE_URL: harness().url },
      });
      assert.equal(run.status, 0, `example ${i + 1}:\n${code}\n${run.stdout}\n${run.stderr}`);
      assert.match(run.stdout, /\S/, `example ${i + 1} prints its result`);
      if (prints !== null) assert.equal(run.stdout, prints, `example ${i + 1} prints what the README says`);
    });
  });
});
