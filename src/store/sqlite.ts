// The embedded store: node:sqlite (built into Node 24), WAL mode, one file under ./var/.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadMigrations } from './migrations.ts';
import { cachedLookup, KeyCache } from './key-cache.ts';
import type { ApiKeyRecord, KeyRepository, NewApiKey, ScanHistoryEntry, ScanHistoryRepository, Store } from './store.ts';
import { KEY_COLUMNS, keyRecord, type KeyRow as KeyRowOf } from './key-row.ts';
import { storableJsonText, storableParams } from './storable.ts';

type KeyRow = KeyRowOf<string>;
const toRecord = (row: KeyRow): ApiKeyRecord => keyRecord(row, (t) => t);

/** How long a statement waits for another connection's lock before failing. */
const BUSY_TIMEOUT_MS = 10_000;

/** `sqlite:./var/x.sqlite`, `sqlite:/abs/path`, or `sqlite::memory:` -> a file path for DatabaseSync. */
export function sqlitePath(databaseUrl: string): string {
  const path = databaseUrl.replace(/^sqlite:(\/\/)?/, '');
  if (path === '' ) throw new Error('DATABASE_URL=sqlite: needs a file path, e.g. sqlite:./var/dutyscout.sqlite');
  return path;
}

export function openSqliteStore(databaseUrl: string): Store {
  const path = sqlitePath(databaseUrl);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // The busy timeout comes first, on the connection itself: switching to WAL takes a lock
  // too, and several CLI processes opening one file at once must wait for each other, not
  // fail with "database is locked".
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;`);
  migrate(db);

  const stmt = (sql: string) => storableStatement(db.prepare(sql));
  const q = {
    insertKey: stmt(`INSERT INTO api_keys (id, key_hash, prefix, label, scope, notes, created_at)
                     VALUES (?, ?, ?, ?, ?, ?, ?)`),
    byHash: stmt(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_hash = ?`),
    byId: stmt(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ?`),
    byIdOrPrefix: stmt(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ? OR prefix = ? ORDER BY created_at`),
    list: stmt(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`),
    revoke: stmt(`UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`),
    touch: stmt(`UPDATE api_keys SET last_used_at = ? WHERE id = ?`),
    setNotes: stmt(`UPDATE api_keys SET notes = ? WHERE id = ?`),
    latestScan: stmt(`SELECT scanned_at, inventory FROM scan_history WHERE key_id = ? AND url = ? ORDER BY id DESC LIMIT 1`),
    insertScan: stmt(`INSERT INTO scan_history (key_id, url, scanned_at, inventory) VALUES (?, ?, ?, ?)`),
    pruneScans: stmt(`DELETE FROM scan_history WHERE key_id = ? AND url = ? AND id NOT IN
                      (SELECT id FROM scan_history WHERE key_id = ? AND url = ? ORDER BY id DESC LIMIT ?)`),
    deleteScans: stmt(`DELETE FROM scan_history WHERE key_id = ?`),
  };

  // Known keys are cached by hash, and the cache is emptied whenever the file has taken a
  // commit since the last look (see commitWatch), so a revocation made anywhere (the
  // `dutyscout keys` CLI, another process on this file) is seen by every request that comes
  // a millisecond or more after it, while the common case skips the row lookup.
  const committedSince = lookingAtMostEvery(COMMIT_LOOK_MS, commitWatch(db, path));
  const keyCache = new KeyCache(Infinity);
  const loadByHash = (keyHash: string) => {
    const row = q.byHash.get(keyHash) as unknown as KeyRow | undefined;
    return row ? toRecord(row) : null;
  };

  const keys: KeyRepository = {
    async insert(key: NewApiKey) {
      q.insertKey.run(key.id, key.keyHash, key.prefix, key.label, key.scope, key.notes, key.createdAt);
      return toRecord(q.byId.get(key.id) as unknown as KeyRow);
    },
    findByHash(keyHash) {
      if (committedSince()) keyCache.clear();
      return cachedLookup(keyCache, keyHash, loadByHash);
    },
    async list() {
      return (q.list.all() as unknown as KeyRow[]).map(toRecord);
    },
    async findByIdOrPrefix(idOrPrefix) {
      return (q.byIdOrPrefix.all(idOrPrefix, idOrPrefix) as unknown as KeyRow[]).map(toRecord);
    },
    async revoke(id, at) {
      keyCache.clear(); // our own commit: data_version does not move for it
      return Number(q.revoke.run(at, id).changes) > 0;
    },
    async setNotes(id, notes) {
      keyCache.clear(); // as for revoke
      return Number(q.setNotes.run(notes, id).changes) > 0;
    },
    async touch(id, at) {
      q.touch.run(at, id);
    },
  };

  const scans: ScanHistoryRepository = {
    async latest(keyId, url): Promise<ScanHistoryEntry | null> {
      const row = q.latestScan.get(keyId, url) as { scanned_at: string; inventory: string } | undefined;
      return row ? { scannedAt: row.scanned_at, inventory: JSON.parse(row.inventory) } : null;
    },
    async append(keyId, url, entry, keep) {
      db.exec('BEGIN IMMEDIATE');
      try {
        q.insertScan.run(keyId, url, entry.scannedAt, storableJsonText(entry.inventory));
        q.pruneScans.run(keyId, url, keyId, url, keep);
        db.exec('COMMIT');
      } catch (err) {
        db.exec('ROLLBACK');
        throw err;
      }
    },
    async deleteForKey(keyId) {
      q.deleteScans.run(keyId);
    },
  };

  return {
    kind: 'sqlite',
    keys,
    scans,
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      committedSince.close();
      if (db.isOpen) db.close();
    },
  };
}

type Param = null | number | bigint | string;

/**
 * A statement whose text parameters are bound as PostgreSQL would keep them (storable.ts):
 * SQLite could keep U+0000, but both stores must give back the same thing.
 */
function storableStatement(statement: StatementSync) {
  return {
    get: (...params: Param[]) => statement.get(...storableParams(params)),
    all: (...params: Param[]) => statement.all(...storableParams(params)),
    run: (...params: Param[]) => statement.run(...storableParams(params)),
  };
}

/** Says whether the database took a commit since it was last asked. */
interface CommitWatch {
  (): boolean;
  close(): void;
}

/**
 * How often the key lookup looks for another connection's commit, at most. Each look is a
 * system call (commitWatch): in process, under the request path's load, it was 11-13% of a
 * one-code v1 lookup's JavaScript CPU, 5-6 us a request (bench/request-path-js.ts with and
 * without it, same run), far more than its 0.7 us alone in a loop. Looking once a
 * millisecond keeps a revocation's reach to requests within a millisecond of it (as against
 * KEY_CACHE_SECONDS, 5 s, on PostgreSQL) and takes the look off all but one request in
 * several at any rate worth saving for.
 */
const COMMIT_LOOK_MS = 1;

/** `watch`, asked at most once every `ms` (monotonic clock); between looks, nothing new. */
function lookingAtMostEvery(ms: number, watch: CommitWatch): CommitWatch {
  let lookedAt = -Infinity;
  return Object.assign(
    () => {
      const now = performance.now();
      if (now - lookedAt < ms) return false;
      lookedAt = now;
      return watch();
    },
    { close: () => watch.close() },
  );
}

// WAL_INDEX_HEADER bytes: the first copy of the wal-index header at the start of the -shm
// file (https://www.sqlite.org/walformat.html, "the wal-index header"). Its change counter
// moves on every commit to the database, by any connection.
const WAL_INDEX_HEADER = 48;

/**
 * Whether the file took a commit since the last call. PRAGMA data_version, SQLite's public
 * answer, opens a read transaction each time: two fcntl locks and a statement. Measured: 1.9 us
 * a check against 0.7 us for the header read with nothing else running
 * (bench/sqlite-commit-watch.ts), and 9% of a v1 lookup's server CPU under load (a CPU profile
 * of bench/request-path's one-code case at concurrency 20, where the whole request is 60 us;
 * docs/performance.md, Request path).
 * So, in WAL mode (the store's mode), one read of the wal-index header, whose layout SQLite
 * documents (walformat.html), tells the same without a lock. The copy read is the one SQLite writes last, so when it
 * shows a commit that commit is visible to the lookup that follows; a read torn by a commit
 * in progress differs from the finished header, so the next call reports it. Our own
 * commits count too (data_version leaves them out): the cache is emptied a little more often.
 * An in-memory database (no -shm file) asks data_version.
 */
function commitWatch(db: DatabaseSync, path: string): CommitWatch {
  const mode = (db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode;
  let fd: number | undefined;
  if (mode === 'wal' && path !== ':memory:') {
    try {
      fd = openSync(`${path}-shm`, 'r');
    } catch {
      fd = undefined;
    }
  }
  if (fd === undefined) {
    // A row as an array skips building an object with a named property (about 40% of the cost).
    const dataVersion = db.prepare('PRAGMA data_version');
    dataVersion.setReturnArrays(true);
    const versionNow = () => Number((dataVersion.get() as unknown as [number])[0]);
    let seen = versionNow();
    return Object.assign(
      () => {
        const now = versionNow();
        const changed = now !== seen;
        seen = now;
        return changed;
      },
      { close() {} },
    );
  }
  const shm = fd;
  const seen = Buffer.alloc(WAL_INDEX_HEADER);
  const now = Buffer.alloc(WAL_INDEX_HEADER);
  readSync(shm, seen, 0, WAL_INDEX_HEADER, 0);
  return Object.assign(
    () => {
      readSync(shm, now, 0, WAL_INDEX_HEADER, 0);
      if (now.equals(seen)) return false;
      now.copy(seen);
      return true;
    },
    { close: () => closeSync(shm) },
  );
}

function migrate(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version),
  );
  for (const m of loadMigrations('sqlite')) {
    if (applied.has(m.version)) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      // Another process may have applied it while this one waited for the write lock.
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version)) {
        db.exec('COMMIT');
        continue;
      }
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
    }
  }
}
