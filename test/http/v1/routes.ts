// The real /api/v1 routes the suites in this folder run on, taken from the app's own operation
// list (so a route added without a case here fails `every v1 route has a case`), each with a
// body it answers 200 to and one that breaks its schema. The scan fetches a page from a
// storefront the suite serves on 127.0.0.1.
import { after, afterEach, before, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import type { KeyScope } from '../../../src/keys/api-key.ts';
import type { Operation } from '../../../src/http/operation.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../support/app.ts';
import { startSite } from '../../support/site.ts';
import type { FixtureServer } from '../../egress/fixture-server.ts';

export interface V1Route {
  path: string;
  /** A locked contract stub: 403 beta after the 401 checks, whatever else. */
  locked: boolean;
  /** The scope a key needs (its product); a key of another product is refused. */
  scope: KeyScope;
  otherScope: KeyScope;
  valid(): unknown;
  /** A body that breaks the schema, and the field its 400 names. */
  invalid: { body: unknown; path: string };
}

const PAGE = '<!doctype html><html><head><title>Shop</title><script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script></head><body><h1>Shop</h1></body></html>';

let site: FixtureServer;

export const ROUTES: V1Route[] = [
  {
    path: '/api/v1/pixels/scan',
    locked: false,
    scope: 'pixels',
    otherScope: 'tariffs',
    valid: () => ({ url: `${site.origin}/` }),
    invalid: { body: { url: 'not a url' }, path: 'url' },
  },
  {
    path: '/api/v1/tariffs/hts/lookup',
    locked: false,
    scope: 'tariffs',
    otherScope: 'pixels',
    valid: () => ({ codes: ['7326.90.8688', '0402.99.6800'], as_of: '2026-09-01' }),
    invalid: { body: { codes: [], as_of: '2026-09-01' }, path: 'codes' },
  },
  {
    path: '/api/v1/entries/gcc/generate',
    locked: true,
    scope: 'entries',
    otherScope: 'tariffs',
    valid: () => ({
      product_info: { name: 'Stacking rings', model: 'SR-1', sku: 'SR1', place_of_manufacture: 'Ningbo, CN', date_of_manufacture: '2026-01-15' },
      manufacturer: { name: 'Acme Toys', address: '1 Main St', contact_email: 'qa@acme.example' },
      testing_lab: { name: 'Lab', accreditation_id: '1234', test_date: '2026-02-01' },
      cpsc_rules_cited: ['16 CFR 1250'],
    }),
    invalid: { body: { product_info: 'nope' }, path: 'product_info' },
  },
];

/** The app's own v1 operations (locked stubs among them). */
export const v1Operations = (t: TestApp): Operation[] => t.operations.filter((op) => op.access !== 'public');

/** A fresh app on the real products, whose egress may reach the suite's storefront. */
export async function freshApp(opts: TestAppOptions = {}): Promise<TestApp> {
  return buildTestApp({ ...opts, egressPorts: [site.port], env: { PUBLIC_RATE_BURST: '1000', ...opts.env } });
}

/** The storefront for the file, and a fresh app with an enrolled key of scope all for each test. */
export function appWithKeyPerTest(): { t: () => TestApp; key: () => string } {
  startStorefront();
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await freshApp();
    key = await t.key('all');
  });
  afterEach(() => t.dispose());
  return { t: () => t, key: () => key };
}

/** Serves the storefront page for the file's tests (call at the top of a test file). */
export function startStorefront(): void {
  before(async () => {
    site = await startSite({ '/': { body: PAGE } });
  });
  after(async () => {
    await site.close();
  });
}

/** The v1 error envelope with this status and code, its request id also in the header, no stack. */
export async function expectError(res: Response, status: number, code: string): Promise<any> {
  assert.equal(res.status, status, `${res.url}: ${status} expected`);
  const body: any = await res.json();
  assert.equal(body.error, code, `error code (message: ${body.message})`);
  assert.match(body.request_id, /^req_|^[A-Za-z0-9._:-]{8,64}$/);
  assert.equal(res.headers.get('x-request-id'), body.request_id);
  assert.ok(!JSON.stringify(body).includes('    at '), 'no stack trace');
  return body;
}
