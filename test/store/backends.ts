// The stores every shared store suite runs against: SQLite in a temp file, always; PostgreSQL
// in a fresh database when TEST_DATABASE_URL is set (see test/support/services.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { freshPostgresDatabase, postgres } from '../support/services.ts';

export interface StoreBackend {
  name: 'sqlite' | 'postgres';
  /** Why this backend's suite is skipped, or false. */
  skip: string | false;
  /** Provisions an empty store location; returns its DATABASE_URL. */
  create(): Promise<string>;
  /** Scan history rows per URL for a key, counted straight from the table. */
  countScans(url: string, keyId: string): Promise<Array<[string, number]>>;
  destroy(): Promise<void>;
}

export function storeBackends(): StoreBackend[] {
  let dir: string | undefined;
  let drops: Array<() => Promise<void>> = [];
  const sqlite: StoreBackend = {
    name: 'sqlite',
    skip: false,
    async create() {
      dir ??= mkdtempSync(join(tmpdir(), 'dutyscout-store-'));
      return `sqlite:${join(dir, `${Math.random().toString(36).slice(2)}.sqlite`)}`;
    },
    async countScans(url, keyId) {
      const raw = new DatabaseSync(url.slice('sqlite:'.length));
      const rows = raw.prepare('SELECT url, count(*) AS n FROM scan_history WHERE key_id = ? GROUP BY url ORDER BY url').all(keyId);
      raw.close();
      return rows.map((r) => [String(r.url), Number(r.n)]);
    },
    async destroy() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  const pgBackend: StoreBackend = {
    name: 'postgres',
    skip: postgres.skip,
    async create() {
      const db = await freshPostgresDatabase();
      drops.push(db.drop);
      return db.url;
    },
    async countScans(url, keyId) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('SELECT url, count(*)::int AS n FROM scan_history WHERE key_id = $1 GROUP BY url ORDER BY url', [keyId]);
      await client.end();
      return rows.map((r) => [String(r.url), Number(r.n)]);
    },
    async destroy() {
      for (const drop of drops) await drop();
      drops = [];
    },
  };
  return [sqlite, pgBackend];
}
