// Creating a key: the only moment its plaintext exists.
import { randomBytes } from 'node:crypto';
import { displayPrefix, generateApiKey, hashApiKey, type KeyScope } from './api-key.ts';
import type { ApiKeyRecord, KeyRepository } from '../store/store.ts';

export interface IssueKeyInput {
  scope: KeyScope;
  label?: string | null;
  notes?: string;
}

export async function issueApiKey(
  keys: KeyRepository,
  input: IssueKeyInput,
  now: Date = new Date(),
): Promise<{ plaintext: string; record: ApiKeyRecord }> {
  const plaintext = generateApiKey();
  const record = await keys.insert({
    id: `key_${randomBytes(8).toString('hex')}`,
    keyHash: hashApiKey(plaintext),
    prefix: displayPrefix(plaintext),
    label: input.label ?? null,
    scope: input.scope,
    notes: input.notes ?? '',
    createdAt: now.toISOString(),
  });
  return { plaintext, record };
}
