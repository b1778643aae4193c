/**
 * `npm run check:fresh-clone`: clones the current commit into a temporary folder and runs the README's commands there,
 * as a new user would, printing each step's time. `npm ci && npm start` is always run (the site must answer, then the
 * server is stopped); `-- --with-tests` also runs `npm test` (about half an hour); `-- --keep` leaves the clone.
 * Only committed work is checked: uncommitted changes are not in the clone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatSeconds } from '../../src/server/pipeline/buildStep';

const withTests = process.argv.includes('--with-tests');
const keep = process.argv.includes('--keep');
const commit = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-docs-fresh-'));
const timings: [string, number][] = [];

function step(name: string, command: string, args: string[], cwd = clone): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  timings.push([name, Date.now() - started]);
  if (result.status !== 0) {
    report();
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}) in ${clone}`);
    process.exit(1);
  }
}

function report(): void {
  console.log(`\nFresh clone of ${commit.slice(0, 7)} in ${clone}:`);
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(30)} ${formatSeconds(ms)}`);
}

step('git clone', 'git', ['clone', '--quiet', '--no-local', process.cwd(), clone], process.cwd());
step('git checkout', 'git', ['checkout', '--quiet', '--detach', commit]);
step('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']);
// A port of its own, so a server the author already runs on 3000 is not the one answering.
process.env.PORT = process.env.PORT ?? '3917';
step('npm start (build, serve, probe)', 'npx', ['tsx', 'scripts/freshClone/proveStart.ts']);
if (withTests) step('npm test', 'npm', ['test']);
report();
if (!keep) fs.rmSync(clone, { recursive: true, force: true });
