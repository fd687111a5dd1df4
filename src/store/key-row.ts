// The api_keys row as both stores select it, and its record; only the time type differs
// (SQLite keeps ISO text, PostgreSQL timestamptz, read as Date).
import type { ApiKeyRecord } from './store.ts';
import type { KeyScope } from '../keys/api-key.ts';

export const KEY_COLUMNS = 'id, prefix, label, scope, notes, created_at, last_used_at, revoked_at';

export interface KeyRow<Time> {
  id: string;
  prefix: string;
  label: string | null;
  scope: string;
  notes: string;
  created_at: Time;
  last_used_at: Time | null;
  revoked_at: Time | null;
}

export function keyRecord<Time>(row: KeyRow<Time>, iso: (t: Time) => string): ApiKeyRecord {
  return {
    id: row.id,
    prefix: row.prefix,
    label: row.label,
    scope: row.scope as KeyScope,
    notes: row.notes,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  };
}
