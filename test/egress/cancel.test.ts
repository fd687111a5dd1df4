// A caller's abort signal on fetchPage: the caller is let go at once; the storefront connection
// is closed only when no other caller waits for the same (shared) fetch.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { egressFor, html, startFixture, withEgress } from './fixture-server.ts';

const PAGE = '<!doctype html><html><head><title>held</title></head><body>shop</body></html>';

/** A storefront that holds each request until the test answers it; `closed` says when its connection went. */
async function heldStorefront() {
  const held: Array<{ res: ServerResponse; closed: Promise<void> }> = [];
  const fixture = await startFixture((_req, res) => {
    held.push({ res, closed: new Promise((resolve) => res.once('close', () => resolve())) });
  });
  const arrived = async () => {
    while (held.length === 0) await new Promise((r) => setTimeout(r, 10));
    return held[0]!;
  };
  return { fixture, held, arrived };
}

const settledWithin = (p: Promise<unknown>, ms: number) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

it('one of two callers of the same page leaves: it is let go with its reason, the other still gets the page', async () => {
  const { fixture, held, arrived } = await heldStorefront();
  try {
    await withEgress(egressFor(fixture), async (egress) => {
      const leaving = new AbortController();
      const staying = new AbortController();
      const first = egress.fetchPage(`${fixture.origin}/p`, { signal: leaving.signal });
      const second = egress.fetchPage(`${fixture.origin}/p`, { signal: staying.signal });
      const request = await arrived();
      const reason = new Error('the caller left');
      leaving.abort(reason);
      await assert.rejects(first, (err) => err === reason);
      assert.equal(await settledWithin(request.closed, 200), false, 'the shared fetch was cancelled under the caller still waiting');
      html(request.res, PAGE);
      assert.match((await second).html, /<title>held<\/title>/);
      assert.equal(held.length, 1, 'one fetch for both');
    });
  } finally {
    await fixture.close();
  }
});

it('every caller of a page leaves: the storefront connection is closed', async () => {
  const { fixture, arrived } = await heldStorefront();
  try {
    await withEgress(egressFor(fixture, { totalTimeoutMs: 30_000, headersTimeoutMs: 30_000 }), async (egress) => {
      const callers = [new AbortController(), new AbortController()];
      const fetches = callers.map((c) => egress.fetchPage(`${fixture.origin}/p`, { signal: c.signal }));
      const request = await arrived();
      for (const c of callers) c.abort(new Error('gone'));
      assert.equal(await settledWithin(Promise.allSettled(fetches), 2_000), true, 'the callers were kept waiting after they left');
      assert.equal(await settledWithin(request.closed, 5_000), true, 'the storefront connection stayed open with nobody waiting');
    });
  } finally {
    await fixture.close();
  }
});

it('a caller that has already left is refused before anything is fetched', async () => {
  const { fixture, held } = await heldStorefront();
  try {
    await withEgress(egressFor(fixture), async (egress) => {
      const reason = new Error('left before');
      await assert.rejects(egress.fetchPage(`${fixture.origin}/p`, { signal: AbortSignal.abort(reason) }), (err) => err === reason);
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(held.length, 0);
    });
  } finally {
    await fixture.close();
  }
});
