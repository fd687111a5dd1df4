import type { Store } from './store.ts';
import { openSqliteStore } from './sqlite.ts';
import type { PostgresStoreOptions } from './postgres.ts';

/**
 * Opens the store named by DATABASE_URL: `sqlite:PATH` (embedded, one machine) or
 * `postgres://...` (shared by several instances; migrations applied before this resolves).
 */
export async function openStore(databaseUrl: string, opts: PostgresStoreOptions = {}): Promise<Store> {
  if (databaseUrl.startsWith('sqlite:')) return openSqliteStore(databaseUrl);
  // Loaded only when used: the default SQLite path never loads the pg driver.
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return (await import('./postgres.ts')).openPostgresStore(databaseUrl, opts);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}
