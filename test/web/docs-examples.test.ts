// /docs shows every operation's call in curl and in the three client libraries, and those calls
// name methods the clients have: an operation added without its examples, or a client method
// renamed, fails here.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { buildTestApp } from '../support/app.ts';
import { CLIENT_EXAMPLES } from '../../src/web/client-examples.ts';

const source = (path: string) => readFileSync(new URL(`../../clients/${path}`, import.meta.url), 'utf8');
const METHOD_DEFINED: Record<'node' | 'python' | 'go', (name: string) => boolean> = {
  node: (name) => new RegExp(`\\b${name}\\(`).test(source('node/src/client.ts')),
  python: (name) => new RegExp(`def ${name}\\(`).test(source('python/src/dutyscout/_client.py')),
  go: (name) => new RegExp(`\\) ${name}\\(ctx`).test(source('go/services.go')),
};

it('every operation of both documents has a curl, Node, Python and Go example on /docs, each calling a method its client has', async () => {
  const t = await buildTestApp();
  try {
    const v1 = parse(await (await t.request('/openapi.yaml')).text());
    const pub: any = await (await t.request('/api/openapi.json')).json();
    const html = await (await t.request('/docs')).text();
    const ops = [v1, pub].flatMap((d: any) => Object.entries<any>(d.paths).flatMap(([path, item]) => Object.values<any>(item).map((op) => ({ path, id: op.operationId as string, secured: Boolean(op.security?.length) }))));
    assert.ok(ops.length >= 8, `${ops.length} operations`);
    for (const op of ops) {
      const examples = CLIENT_EXAMPLES[op.id];
      assert.ok(examples, `${op.id} has client examples`);
      assert.ok(html.includes(`curl -X POST https://dutyscout.test${op.path}`), `${op.id}: the curl`);
      for (const lang of ['node', 'python', 'go'] as const) {
        const calls = [...examples[lang].matchAll(/client\.([\w.]+)\(/g)].map((m) => m[1]!.split('.').pop()!);
        assert.ok(calls.length > 0, `${op.id} ${lang}: a call`);
        for (const name of calls) assert.ok(METHOD_DEFINED[lang](name), `${op.id} ${lang}: ${name} is a method of the client`);
      }
    }
    // A secured operation's curl carries the key; a public one does not.
    assert.match(html, /curl -X POST https:\/\/dutyscout\.test\/api\/v1\/tariffs\/hts\/lookup \\\n {2}-H &#34;Authorization: Bearer \$DUTYSCOUT_API_KEY&#34;/);
    assert.doesNotMatch(html, /curl -X POST https:\/\/dutyscout\.test\/api\/mcp\/tariffs\/duty_impact \\\n {2}-H &#34;Authorization/);
  } finally {
    await t.dispose();
  }
});
