// createEgress: the SSRF-safe GET of one third-party HTML page. Redirects are followed here,
// by hand, so each hop passes the same checks as the first URL; the connect-time address
// check lives in connector.ts. Every Egress owns its agent and cache: no module state.
import type { Agent, Dispatcher } from 'undici';
import { createAddressGate } from './address.ts';
import { formatBytes, readBody } from './body.ts';
import { PageCache, type StoredPage } from './cache.ts';
import { decodeAs, isHtmlType, pageEncoding, parseContentType } from './charset.ts';
import { EgressError } from './errors.ts';
import { toEgressError } from './failures.ts';
import type { EgressPolicy, ResolvedEgressPolicy } from './policy.ts';
import { defaultEgressPolicy } from './policy.ts';
import { checkTarget } from './target.ts';
import type { Egress, FetchedPage } from './types.ts';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function createEgress(policy: EgressPolicy): Egress {
  const rules = defaultEgressPolicy(policy);
  const gate = createAddressGate(rules);
  // Made with the first fetch (agent.ts says why).
  let agent: Promise<Agent> | undefined;
  const agentNow = () => (agent ??= import('./agent.ts').then(({ createAgent }) => createAgent(rules, gate)));
  const cache = new PageCache(rules.cacheTtlMs, rules.cacheMaxBytes);
  // Concurrent scans of one URL share a single fetch.
  const inFlight = new Map<string, SharedFetch>();
  let closed = false;

  return {
    async fetchPage(url, opts = {}) {
      if (closed) throw new Error('egress is closed');
      opts.signal?.throwIfAborted();
      const target = checkTarget(url, undefined, rules, gate);
      const key = target.href;
      const cached = cache.get(key, opts.maxAgeMs);
      if (cached) return pageOf(cached, true);
      let shared = inFlight.get(key);
      if (!shared) {
        const cancel = new AbortController();
        const page = agentNow()
          .then((a) => fetchFollowingRedirects(a, target, rules, gate, cancel.signal))
          .then((stored) => {
            cache.set(key, stored);
            return stored;
          })
          .finally(() => inFlight.delete(key));
        // Every waiter may have left before it settles: its failure is then nobody's to handle.
        page.catch(() => {});
        shared = { page, cancel, waiters: 0 };
        inFlight.set(key, shared);
      }
      return pageOf(await waitFor(shared, opts.signal));
    },
    async close() {
      closed = true;
      if (agent) await (await agent).close();
    },
  };
}

/** One fetch of a page, shared by every caller waiting for it; cancelled when the last one leaves. */
interface SharedFetch {
  page: Promise<StoredPage>;
  cancel: AbortController;
  waiters: number;
}

/** The shared fetch's page, or the caller's abort reason as soon as it aborts. */
function waitFor(shared: SharedFetch, signal: AbortSignal | undefined): Promise<StoredPage> {
  shared.waiters++;
  if (!signal) return shared.page;
  return new Promise<StoredPage>((resolve, reject) => {
    const leave = () => {
      if (--shared.waiters === 0) shared.cancel.abort(signal.reason);
      reject(signal.reason);
    };
    signal.addEventListener('abort', leave, { once: true });
    shared.page.then(
      (page) => {
        signal.removeEventListener('abort', leave);
        resolve(page);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', leave);
        reject(err);
      },
    );
  });
}

async function fetchFollowingRedirects(
  agent: Agent,
  target: URL,
  rules: ResolvedEgressPolicy,
  gate: ReturnType<typeof createAddressGate>,
  cancel: AbortSignal,
): Promise<StoredPage> {
  // One deadline for the whole fetch, every hop and the body included. Its timer is cleared
  // once the page is in: AbortSignal.timeout's would stay armed for the full 15 s after every
  // fetch, holding its signal and closures.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException('The page fetch timed out.', 'TimeoutError')), rules.totalTimeoutMs).unref();
  // Every caller left: the connection is closed rather than the page read for nobody.
  const cancelled = () => deadline.abort(cancel.reason);
  cancel.addEventListener('abort', cancelled, { once: true });
  try {
    return await fetchWithin(deadline.signal, agent, target, rules, gate);
  } catch (err) {
    throw cancel.aborted ? cancel.reason : err;
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', cancelled);
  }
}

async function fetchWithin(
  signal: AbortSignal,
  agent: Agent,
  target: URL,
  rules: ResolvedEgressPolicy,
  gate: ReturnType<typeof createAddressGate>,
): Promise<StoredPage> {
  const redirects: string[] = [];
  let current = target;
  for (;;) {
    const failure = (err: unknown) => toEgressError(err, { host: current.host, signal, ...rules });
    let response: Dispatcher.ResponseData;
    try {
      response = await agent.request({
        origin: current.origin,
        path: current.pathname + current.search,
        method: 'GET',
        headers: {
          'user-agent': rules.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
        signal,
      });
    } catch (err) {
      throw failure(err);
    }
    const { statusCode: status, headers, body } = response;

    if (REDIRECT_STATUSES.has(status)) {
      discard(body);
      const location = firstHeader(headers.location);
      if (!location) throw new EgressError('upstream_error', `${current.href} answered HTTP ${status} (a redirect) without saying where to`);
      if (redirects.length >= rules.maxRedirects) {
        throw new EgressError('upstream_error', `${target.href} redirects more than ${rules.maxRedirects} times; the scan stops there`);
      }
      current = checkTarget(location, current, rules, gate);
      redirects.push(current.href);
      continue;
    }
    if (status < 200 || status > 299) {
      discard(body);
      throw new EgressError('upstream_error', `${current.href} answered HTTP ${status}${status >= 400 ? '' : ' instead of a page'}`);
    }

    const { mimeType, charset: headerCharset } = parseContentType(firstHeader(headers['content-type']));
    if (!isHtmlType(mimeType)) {
      discard(body);
      throw new EgressError('not_html', `${current.href} is ${mimeType || 'not labelled as any type'}, not an HTML page`);
    }
    const declaredLength = Number(firstHeader(headers['content-length']));
    if (declaredLength > rules.maxWireBytes) {
      discard(body);
      throw new EgressError('upstream_too_large', `the page at ${current.host} is ${formatBytes(declaredLength)}, more than the ${formatBytes(rules.maxWireBytes)} that can be scanned`);
    }

    let bytes: Buffer;
    try {
      bytes = await readBody(body, firstHeader(headers['content-encoding']), rules, current.host);
    } catch (err) {
      discard(body);
      throw failure(err);
    }
    return {
      requestedUrl: target.href,
      finalUrl: current.href,
      status,
      contentType: mimeType,
      charset: pageEncoding(bytes, headerCharset),
      body: bytes,
      bytes: bytes.length,
      redirects,
      fetchedAt: new Date().toISOString(),
    };
  }
}

/** Drops a body we will not read; destroying it aborts it, which is not an error here. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * What a caller gets: its own redirects array, so nothing it does changes the cached page, and
 * `html` decoded from the body each time it is read. A caller that reads it where it scans
 * holds the text only for the scan's synchronous run, so the next young-generation collection
 * frees it. Text held by the page object would be reachable from the promise and the handler's
 * frame that waited for the fetch: objects that often outlive a collection by then, which
 * moved about half of the decoded pages into the old generation under 50 concurrent readiness
 * checks (bench/scan-concurrency.ts), where they wait for a full collection.
 */
function pageOf(stored: StoredPage, fromCache?: true): FetchedPage {
  const { body, redirects, ...page } = stored;
  return {
    ...page,
    body,
    redirects: [...redirects],
    ...(fromCache ? { fromCache } : {}),
    get html() {
      return decodeAs(body, page.charset);
    },
  };
}
