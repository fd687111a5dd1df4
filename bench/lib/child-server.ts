// Starts a benchmark server script as its own process (so it has a core of its own) and
// reads the JSON line it prints once listening.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildServer<T> {
  info: T;
  stop(): Promise<void>;
}

export function startChild<T extends { url: string }>(script: string, env: Record<string, string> = {}): Promise<ChildServer<T>> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        resolve({
          info: JSON.parse(line) as T,
          stop: () => new Promise((r) => {
            child.once('exit', () => r());
            child.kill('SIGTERM');
          }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited ${code} before listening`)));
  });
}
