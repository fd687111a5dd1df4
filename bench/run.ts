// Runs every benchmark in bench/ (one process each, one after another) or those named, then
// prints every goal they reported (bench/lib/goals.ts) with its target, met or not:
//   npm run bench                 all of them
//   npm run bench -- spine-throughput tariffs-lookup
// Exits 1 when a benchmark failed to run; unmet goals are reported, not failures, because
// figures on a shared two-core machine move from run to run.
import { readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatGoal, GOAL_PREFIX, isMet, type Goal } from './lib/goals.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const all = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'run.ts').map((f) => f.replace(/\.ts$/, '')).sort();
const wanted = process.argv.slice(2);
if (wanted.includes('--help') || wanted.includes('-h')) {
  console.log(`usage: npm run bench [-- NAME ...]\nbenchmarks: ${all.join(', ')}`);
  process.exit(0);
}
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${all.join(', ')}`);
  process.exit(2);
}

/** Runs one benchmark, passing its output through, and returns the goals it reported. */
function runOne(name: string): Promise<{ ok: boolean; goals: (Goal & { bench: string })[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${dir}${name}.ts`], { stdio: ['ignore', 'pipe', 'inherit'] });
    const goals: (Goal & { bench: string })[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (line.startsWith(GOAL_PREFIX)) goals.push(JSON.parse(line.slice(GOAL_PREFIX.length)));
        else process.stdout.write(line + '\n');
      }
    });
    child.once('close', (code) => {
      if (pending) process.stdout.write(pending + '\n');
      resolve({ ok: code === 0, goals });
    });
  });
}

const failed: string[] = [];
const goals: (Goal & { bench: string })[] = [];
for (const name of wanted.length ? wanted : all) {
  console.log(`\n== ${name}`);
  const result = await runOne(name);
  if (!result.ok) failed.push(name);
  goals.push(...result.goals);
}
if (goals.length) {
  console.log('\n== goals');
  for (const goal of goals) console.log(`${goal.bench.padEnd(22)} ${formatGoal(goal)}`);
  const met = goals.filter(isMet).length;
  console.log(`${met} of ${goals.length} goals met`);
}
if (failed.length) console.error(`failed to run: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
