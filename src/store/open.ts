import type { Store } from './store.ts';
import { openSqliteStore } from './sqlite.ts';

/** Opens the store named by DATABASE_URL. */
export function openStore(databaseUrl: string): Store {
  if (databaseUrl.startsWith('sqlite:')) return openSqliteStore(databaseUrl);
  // The repository interface is ready for it, but no PostgreSQL implementation ships yet.
  throw new Error('DATABASE_URL: PostgreSQL is not supported by this release yet; use sqlite:PATH (the default is sqlite:./var/dutyscout.sqlite)');
}
