// Numbered SQL migrations (migrations/<dialect>/NNN-name.sql), applied in order, each once.
// Each store has its own directory: the tables are the same, the SQL types are not.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export type Dialect = 'sqlite' | 'postgres';

export function migrationsDir(dialect: Dialect): string {
  return fileURLToPath(new URL(`./migrations/${dialect}/`, import.meta.url));
}

export function loadMigrations(dialect: Dialect, dir: string = migrationsDir(dialect)): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}
