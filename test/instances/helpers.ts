// Several real `dutyscout serve` processes on one PostgreSQL database and one Redis.
import { createServer } from 'node:net';
import { startServerProcess, runCli, type ServerProcess } from '../support/spawn.ts';

/** A loopback port free just now, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export async function createKeyWithCli(env: Record<string, string>, notes = 'delegate:on'): Promise<{ key: string; id: string }> {
  const res = await runCli(['keys', 'create', '--scope', 'all', '--notes', notes, '--json'], env);
  if (res.code !== 0) throw new Error(`keys create failed: ${res.stderr}`);
  const created = JSON.parse(res.stdout) as { key: string; id: string };
  return { key: created.key, id: created.id };
}

export function startInstances(n: number, env: Record<string, string>): Promise<ServerProcess[]> {
  return Promise.all(Array.from({ length: n }, () => startServerProcess(env)));
}

export async function stopInstances(servers: ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.map((s) => {
      if (s.child.exitCode !== null || s.child.signalCode !== null) return undefined;
      s.child.kill('SIGTERM');
      return s.exited;
    }),
  );
}

export const lookupBody = JSON.stringify({ codes: ['7326.90.8688'], as_of: '2026-09-01' });

export function lookup(server: ServerProcess, key: string): Promise<Response> {
  return fetch(`${server.url}/api/v1/tariffs/hts/lookup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: lookupBody,
  });
}

/** Waits, if need be, until the current UTC minute has at least `seconds` left, so a test's requests share one minute window. */
export async function roomInMinute(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 100));
}
