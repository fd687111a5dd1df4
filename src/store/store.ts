// The repository interface every store implements (SQLite now; PostgreSQL satisfies the same
// shape). Methods are async so a networked store fits without changing callers.
import type { Eventually } from '../eventually.ts';
import type { KeyScope } from '../keys/api-key.ts';

export interface ApiKeyRecord {
  id: string;
  prefix: string;
  label: string | null;
  scope: KeyScope;
  notes: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewApiKey {
  id: string;
  keyHash: string;
  prefix: string;
  label: string | null;
  scope: KeyScope;
  notes: string;
  createdAt: string;
}

export interface KeyRepository {
  insert(key: NewApiKey): Promise<ApiKeyRecord>;
  /** At once from a store in this process (SQLite), a promise from one over the network. */
  findByHash(keyHash: string): Eventually<ApiKeyRecord | null>;
  list(): Promise<ApiKeyRecord[]>;
  /** Matches an id (`key_...`) or a display prefix (`de_XXXX`); more than one match is the caller's problem to report. */
  findByIdOrPrefix(idOrPrefix: string): Promise<ApiKeyRecord[]>;
  revoke(id: string, at: string): Promise<boolean>;
  /** Replaces a key's notes (`delegate:on` enrols it); false when no key has that id. */
  setNotes(id: string, notes: string): Promise<boolean>;
  touch(id: string, at: string): Promise<void>;
}

export interface ScanHistoryEntry {
  scannedAt: string;
  inventory: unknown;
}

export interface ScanHistoryRepository {
  /** The newest entry for this key and normalised URL, if any. */
  latest(keyId: string, url: string): Promise<ScanHistoryEntry | null>;
  /** Appends an entry and keeps only the newest `keep` for this key and URL. */
  append(keyId: string, url: string, entry: ScanHistoryEntry, keep: number): Promise<void>;
  deleteForKey(keyId: string): Promise<void>;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  keys: KeyRepository;
  scans: ScanHistoryRepository;
  /** Throws when the store cannot answer (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
