import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The npm registry mirror of this workplace lacks the other platforms' optional binaries (Next's darwin/win32
 * SWC builds, Rollup's non-linux builds). npm then leaves them out of package-lock.json, and `npm ci` rejects
 * the lockfile as out of sync. This adds an entry for each one, with its os/cpu, so `npm ci` skips it on Linux.
 * Run after `npm install` changes the lockfile: node scripts/lockfile/addPlatformEntries.mjs
 */
const LOCK = 'package-lock.json';
let report = '';
try {
  execFileSync('npm', ['ci', '--ignore-scripts', '--dry-run'], { encoding: 'utf8', stdio: 'pipe' });
} catch (error) {
  report = `${error.stdout ?? ''}${error.stderr ?? ''}`;
}
const missing = [...report.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((match) => match[1]);
if (missing.length === 0) {
  console.log('package-lock.json is complete: npm ci accepts it.');
  process.exit(0);
}
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const versions = {};
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    versions[name] = version;
  }
}
const OSES = ['darwin', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'linux'];
const CPUS = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'arm'];
for (const name of missing) {
  const base = name.split('/').pop();
  const os = OSES.find((candidate) => base.includes(`-${candidate}-`));
  const cpu = CPUS.find((candidate) => base.includes(`-${candidate}`));
  if (!versions[name] || !os || !cpu) {
    throw new Error(`Cannot tell the platform or version of ${name}; add its lockfile entry by hand.`);
  }
  const entry = { version: versions[name], cpu: [cpu], optional: true, os: [os] };
  if (base.includes('musl')) {
    entry.libc = ['musl'];
  }
  lock.packages[`node_modules/${name}`] = entry;
  console.log(`added ${name}@${versions[name]} (${os}/${cpu})`);
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
