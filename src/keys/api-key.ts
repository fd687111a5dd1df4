// API key format and hashing (architecture note, "Keys"): `de_` + 24 base62 characters from
// crypto.randomBytes with rejection sampling (no modulo bias). Only the SHA-256 of a key
// and a display prefix are ever stored; the plaintext is shown once, at creation.
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'de_';
export const KEY_BODY_LENGTH = 24;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// 62 * 4 = 248: bytes at or above it are rejected so every character is equally likely.
const REJECT_AT = 248;
const WELL_FORMED = /^de_[0-9A-Za-z]{24}$/;

export const KEY_SCOPES = ['all', 'pixels', 'entries', 'tariffs'] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];
export type Product = Exclude<KeyScope, 'all'>;

export function generateApiKey(): string {
  let body = '';
  while (body.length < KEY_BODY_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte >= REJECT_AT) continue;
      body += ALPHABET[byte % 62];
      if (body.length === KEY_BODY_LENGTH) break;
    }
  }
  return KEY_PREFIX + body;
}

export function isWellFormedApiKey(candidate: string): boolean {
  return WELL_FORMED.test(candidate);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What a person sees in listings and logs: `de_` + 4 characters, never more. */
export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 4);
}

export function scopeCovers(scope: KeyScope, product: Product): boolean {
  return scope === 'all' || scope === product;
}

/** `delegate:on` enrols a key in live-response mode; it must be a whole whitespace- or comma-separated token. */
export function isDelegateEnrolled(notes: string | null | undefined): boolean {
  if (!notes) return false;
  return notes.split(/[\s,;]+/).includes('delegate:on');
}
