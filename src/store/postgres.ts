// The scale-out store: PostgreSQL through a `pg` pool, shared by every instance. Migrations
// run at open under an advisory lock, so instances starting together apply each one once.
import pg from 'pg';
import { loadMigrations } from './migrations.ts';
import { cachedLookup, KeyCache } from './key-cache.ts';
import type { ApiKeyRecord, KeyRepository, NewApiKey, ScanHistoryEntry, ScanHistoryRepository, Store } from './store.ts';
import { KEY_COLUMNS, keyRecord, type KeyRow as KeyRowOf } from './key-row.ts';
import type { Logger } from 'pino';
import { watchOutage } from './outage.ts';
import { storableJsonText, storableParams } from './storable.ts';

export interface PostgresStoreOptions {
  /** Connections in this process's pool. */
  poolSize?: number;
  /** How long a known key is trusted before it is read again (a revocation elsewhere is seen within it). */
  keyCacheMs?: number;
  /** Where an outage's start and end are logged (once each). */
  logger?: Logger;
  /** The app's clock, for the key cache's lifetime. */
  clock?: () => number;
  /** How long a call waits for a connection (a free one of the pool's, or a new one). */
  connectTimeoutMs?: number;
  /** How long a call waits for a statement's answer; PostgreSQL cancels a statement running longer too. */
  statementTimeoutMs?: number;
}

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_KEY_CACHE_MS = 5_000;
// A database that stops answering (a frozen host, a stalled VM, a lock held forever) must turn
// into 503s within a couple of seconds, not requests that wait as long as their clients do.
// Every statement here is a one-row lookup or write: 2 s is far beyond a healthy answer.
export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 2_000;

// Any fixed number: the lock that serialises migrations between instances.
const MIGRATION_LOCK = 0x6475_7479; // "duty"

type KeyRow = KeyRowOf<Date>;
const toRecord = (row: KeyRow): ApiKeyRecord => keyRecord(row, (t) => t.toISOString());

/** Opens a pool, applies pending migrations, and returns the store (rejects if the database cannot be reached). */
export async function openPostgresStore(databaseUrl: string, opts: PostgresStoreOptions = {}): Promise<Store> {
  const connectTimeoutMs = opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  // Migrations first, on a connection of their own without the statement timeout: a migration
  // may rewrite a large table, and the lock may wait for another instance's migrations.
  await migrate(new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs }));
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: opts.poolSize ?? DEFAULT_POOL_SIZE,
    // Covers the wait for a free connection of the pool as well as opening one.
    connectionTimeoutMillis: connectTimeoutMs,
    // Server side: a statement stuck on a lock is cancelled (57014) and its transaction rolled
    // back. Client side: a server that does not answer at all (frozen) is given up on; the
    // pool then drops that connection.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (a database restart) must not crash the process;
  // the pool drops it and the next query opens a new one.
  pool.on('error', () => {});

  const keyCache = new KeyCache(opts.keyCacheMs ?? DEFAULT_KEY_CACHE_MS, opts.clock);
  // Every query after start goes through here: an unreachable database is a 503, logged once;
  // text is bound as both stores keep it (storable.ts), never refused as a 500.
  const outage = watchOutage(opts.logger, 'postgres');
  const query = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => outage(() => pool.query<R>(sql, storableParams(params)));
  const keyRows = async (sql: string, params: unknown[]) => (await query<KeyRow>(sql, params)).rows.map(toRecord);

  const keys: KeyRepository = {
    async insert(key: NewApiKey) {
      const [record] = await keyRows(
        `INSERT INTO api_keys (id, key_hash, prefix, label, scope, notes, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${KEY_COLUMNS}`,
        [key.id, key.keyHash, key.prefix, key.label, key.scope, key.notes, key.createdAt],
      );
      return record!;
    },
    findByHash(keyHash) {
      return cachedLookup(keyCache, keyHash, async (hash) => (await keyRows(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_hash = $1`, [hash]))[0] ?? null);
    },
    list() {
      return keyRows(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`, []);
    },
    findByIdOrPrefix(idOrPrefix) {
      return keyRows(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = $1 OR prefix = $1 ORDER BY created_at`, [idOrPrefix]);
    },
    async revoke(id, at) {
      keyCache.clear();
      const res = await query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [at, id]);
      return (res.rowCount ?? 0) > 0;
    },
    async setNotes(id, notes) {
      keyCache.clear();
      const res = await query('UPDATE api_keys SET notes = $1 WHERE id = $2', [notes, id]);
      return (res.rowCount ?? 0) > 0;
    },
    async touch(id, at) {
      await query('UPDATE api_keys SET last_used_at = $1 WHERE id = $2', [at, id]);
    },
  };

  const scans: ScanHistoryRepository = {
    async latest(keyId, url): Promise<ScanHistoryEntry | null> {
      const { rows } = await query<{ scanned_at: string; inventory: unknown }>(
        'SELECT scanned_at, inventory FROM scan_history WHERE key_id = $1 AND url = $2 ORDER BY id DESC LIMIT 1',
        [keyId, url],
      );
      return rows[0] ? { scannedAt: rows[0].scanned_at, inventory: rows[0].inventory } : null;
    },
    async append(keyId, url, entry, keep) {
      // One statement, so the insert and the pruning commit together without a held client.
      await query(
        `WITH added AS (
           INSERT INTO scan_history (key_id, url, scanned_at, inventory) VALUES ($1, $2, $3, $4::jsonb) RETURNING id
         )
         DELETE FROM scan_history WHERE key_id = $1 AND url = $2 AND id NOT IN (
           SELECT id FROM added
           UNION ALL
           (SELECT id FROM scan_history WHERE key_id = $1 AND url = $2 ORDER BY id DESC LIMIT $5::int - 1)
         )`,
        [keyId, url, entry.scannedAt, storableJsonText(entry.inventory), keep],
      );
    },
    async deleteForKey(keyId) {
      await query('DELETE FROM scan_history WHERE key_id = $1', [keyId]);
    },
  };

  let closed = false;
  return {
    kind: 'postgres',
    keys,
    scans,
    async ping() {
      await query('SELECT 1', []);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function migrate(client: pg.Client): Promise<void> {
  // An idle connection dropped under us must not crash the process (the query that needed it fails).
  client.on('error', () => {});
  await client.connect();
  try {
    // A session lock: a second instance waits here until the first has finished, then finds
    // every migration applied.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)');
    const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    for (const m of loadMigrations('postgres')) {
      if (applied.has(m.version)) continue;
      try {
        await client.query('BEGIN');
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [m.version, m.name]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
