-- API keys: only the SHA-256 of a key is kept, with a display prefix for people.
-- (The same tables as the SQLite store's 001, in PostgreSQL's types.)
CREATE TABLE api_keys (
  id            TEXT PRIMARY KEY,
  key_hash      TEXT NOT NULL UNIQUE,
  prefix        TEXT NOT NULL,
  label         TEXT,
  scope         TEXT NOT NULL CHECK (scope IN ('all', 'pixels', 'entries', 'tariffs')),
  notes         TEXT NOT NULL DEFAULT '',
  created_at    TIMESTAMPTZ NOT NULL,
  last_used_at  TIMESTAMPTZ,
  revoked_at    TIMESTAMPTZ
);
CREATE INDEX api_keys_prefix ON api_keys (prefix);

-- Tag inventory of each v1 storefront scan, per key and normalised URL (never the page).
-- Bounded by the application (last 20 per key and URL) and deleted with the key.
CREATE TABLE scan_history (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_id      TEXT NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  url         TEXT NOT NULL,
  scanned_at  TEXT NOT NULL,
  inventory   JSONB NOT NULL
);
CREATE INDEX scan_history_key_url ON scan_history (key_id, url, id);
