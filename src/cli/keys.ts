// dutyscout keys create|list|update|revoke: the same DATABASE_URL as the server.
import { loadConfig } from '../config.ts';
import { storeFor } from '../deps.ts';
import { issueApiKey } from '../keys/issue.ts';
import { KEY_SCOPES, isDelegateEnrolled, type KeyScope } from '../keys/api-key.ts';
import type { ApiKeyRecord, Store } from '../store/store.ts';
import { cliCommand } from './args.ts';

const HELP = `usage:
  dutyscout keys create --scope all|pixels|entries|tariffs [--notes TEXT] [--label TEXT] [--json]
  dutyscout keys list [--json]
  dutyscout keys update ID_OR_PREFIX --notes TEXT
  dutyscout keys revoke ID_OR_PREFIX

create  prints the new key once: alone on the last line of stdout, or as a JSON object with --json.
        Only its SHA-256 is stored; a lost key cannot be shown again (create another).
        --notes "delegate:on" enrols the key for live responses during the closed beta.
list    id, display prefix, label, scope, notes, created, last used, revoked.
update  replaces a key's notes, by id (key_...) or display prefix (de_XXXX):
        --notes "delegate:on" enrols it, --notes "" takes it out again.
revoke  by id (key_...) or display prefix (de_XXXX); the key stops working (see below) and its
        storefront scan history (drift) is deleted.

Delegate mode. A key whose notes hold the word delegate:on gets live answers from /api/v1.
Any other key is valid (401s and its limits apply, and each call counts) but every /api/v1
call with it is answered 403 "beta", whose message names SUPPORT_CONTACT: on a service you
run yourself, you are that contact; enrol the key with
  dutyscout keys update KEY_ID --notes "delegate:on"
The public tools (/api/mcp/..., /mcp) and the web pages need no key at all.

The store is DATABASE_URL (default sqlite:./var/dutyscout.sqlite, or postgres://...), the same
as the server's. On PostgreSQL a revoked key is refused by every instance within
KEY_CACHE_SECONDS (default 5).`;

const cli = cliCommand('keys', HELP);

/** Thrown by a subcommand for a mistake in its arguments; run() turns it into cli.usageError. */
class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

export async function run(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (!sub || sub === '--help' || sub === '-h' || sub === 'help') {
    process.stdout.write(HELP + '\n');
    return sub ? 0 : 2;
  }
  // hasOwn: a name such as 'toString' must not reach Object.prototype.
  if (!Object.hasOwn(SUBCOMMANDS, sub)) return cli.usageError(`unknown keys subcommand '${sub}' (create, list, update, revoke)`);
  const parsed = cli.parse(rest, OPTIONS, { positionals: true });
  if (typeof parsed === 'number') return parsed;
  let store: Store | undefined;
  try {
    store = await storeFor(loadConfig());
    return await SUBCOMMANDS[sub](store, parsed.values, parsed.positionals);
  } catch (err) {
    if (err instanceof UsageError) return cli.usageError(err.message);
    throw err;
  } finally {
    await store?.close();
  }
}

const OPTIONS = {
  scope: { type: 'string' },
  notes: { type: 'string' },
  label: { type: 'string' },
  json: { type: 'boolean' },
} as const;

type Values = { scope?: string; notes?: string; label?: string; json?: boolean };

/** What a key can do as its notes stand: said on create and update, where a key is given its notes. */
function delegateNote(k: ApiKeyRecord): string {
  return isDelegateEnrolled(k.notes)
    ? 'Delegate mode: on (notes hold delegate:on): /api/v1 answers this key live.\n'
    : 'Delegate mode: off. The key is valid, but every /api/v1 call with it is answered 403 "beta" until it is enrolled:\n' +
        `  dutyscout keys update ${k.id} --notes "delegate:on"\n` +
        'The public tools (/api/mcp/..., /mcp) and the web pages need no key.\n';
}

/** The one key an id or display prefix names, or a usage error saying why not. */
async function oneKey(store: Store, target: string, verb: string): Promise<ApiKeyRecord> {
  const found = await store.keys.findByIdOrPrefix(target);
  if (found.length === 0) fail(`no key with id or prefix '${target}'`);
  if (found.length > 1) fail(`prefix '${target}' matches ${found.length} keys (${found.map((k) => k.id).join(', ')}); ${verb} by id`);
  return found[0]!;
}
type Handler = (store: Store, values: Values, positionals: string[]) => Promise<number>;

function publicView(k: ApiKeyRecord) {
  return {
    id: k.id,
    prefix: k.prefix,
    label: k.label,
    scope: k.scope,
    notes: k.notes,
    created_at: k.createdAt,
    last_used_at: k.lastUsedAt,
    revoked_at: k.revokedAt,
  };
}

const SUBCOMMANDS: Record<string, Handler> = {
  async create(store, values, positionals) {
    if (positionals.length) fail(`unexpected argument '${positionals[0]}'`);
    const scope = values.scope ?? fail('--scope is required: all, pixels, entries or tariffs');
    if (!(KEY_SCOPES as readonly string[]).includes(scope)) fail(`--scope must be one of ${KEY_SCOPES.join(', ')} (got '${scope}')`);
    const { plaintext, record } = await issueApiKey(store.keys, { scope: scope as KeyScope, label: values.label, notes: values.notes });
    if (values.json) {
      // stdout stays one JSON object; what the key can do goes to stderr.
      process.stdout.write(JSON.stringify({ ...publicView(record), key: plaintext }) + '\n');
      process.stderr.write(delegateNote(record));
    } else {
      process.stdout.write(
        `Created ${record.id} (scope ${record.scope}${record.label ? `, label "${record.label}"` : ''}).\n` +
          delegateNote(record) +
          'This is the only time the key is shown; store it now:\n' +
          `${plaintext}\n`,
      );
    }
    return 0;
  },

  async list(store, values, positionals) {
    if (positionals.length) fail(`unexpected argument '${positionals[0]}'`);
    const keys = (await store.keys.list()).map(publicView);
    if (values.json) {
      process.stdout.write(JSON.stringify(keys, null, 2) + '\n');
      return 0;
    }
    if (!keys.length) {
      process.stdout.write('No keys. Create one with: dutyscout keys create --scope all\n');
      return 0;
    }
    const rows = [['ID', 'PREFIX', 'SCOPE', 'LABEL', 'NOTES', 'CREATED', 'LAST USED', 'REVOKED']].concat(
      keys.map((k) => [k.id, k.prefix, k.scope, k.label ?? '', k.notes, k.created_at, k.last_used_at ?? '-', k.revoked_at ?? '-']),
    );
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) process.stdout.write(r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd() + '\n');
    return 0;
  },

  async update(store, values, positionals) {
    if (positionals.length !== 1) fail('update takes exactly one key id (key_...) or display prefix (de_XXXX)');
    if (values.notes === undefined) fail('update needs --notes TEXT (e.g. --notes "delegate:on")');
    if (values.scope !== undefined || values.label !== undefined) fail('update changes the notes only (--notes); create a new key for another scope');
    const key = await oneKey(store, positionals[0]!, 'update');
    await store.keys.setNotes(key.id, values.notes);
    const updated = { ...key, notes: values.notes };
    if (values.json) process.stdout.write(JSON.stringify(publicView(updated)) + '\n');
    else process.stdout.write(`Updated ${key.id} (${key.prefix}): notes "${values.notes}".${key.revokedAt ? ` It was revoked at ${key.revokedAt} and stays revoked.` : ''}\n${key.revokedAt ? '' : delegateNote(updated)}`);
    return 0;
  },

  async revoke(store, _values, positionals) {
    if (positionals.length !== 1) fail('revoke takes exactly one key id (key_...) or display prefix (de_XXXX)');
    const key = await oneKey(store, positionals[0]!, 'revoke');
    if (key.revokedAt) {
      process.stdout.write(`${key.id} was already revoked at ${key.revokedAt}.\n`);
      return 0;
    }
    await store.keys.revoke(key.id, new Date().toISOString());
    await store.scans.deleteForKey(key.id); // its drift history goes with it
    process.stdout.write(`Revoked ${key.id} (${key.prefix}); its scan history is deleted.\n`);
    return 0;
  },
};
