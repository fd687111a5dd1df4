// A process that creates keys as fast as the store takes them (8 at a time) and prints each
// key's id once the store has acknowledged it, until it is killed. Run by kill9.test.ts.
import { openStore } from '../../src/store/open.ts';
import { issueApiKey } from '../../src/keys/issue.ts';

const store = await openStore(process.env.DATABASE_URL!);
let n = 0;
async function writer(): Promise<never> {
  for (;;) {
    const { record } = await issueApiKey(store.keys, { scope: 'all', label: `w${n++}` });
    process.stdout.write(`${record.id}\n`);
    // Let the event loop turn (SQLite's calls are synchronous): the output must reach the
    // test while the writes go on, as a server's answers would.
    await new Promise((r) => setImmediate(r));
  }
}
await Promise.all(Array.from({ length: 8 }, writer));
