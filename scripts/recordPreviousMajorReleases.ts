/**
 * Records the releases of MUI X's previous major line (v6) from its last published changelog, for the Support page's
 * claim tests: the v7 packages installed here do not carry the v6 changelog, and v6 cannot be installed beside them
 * (it needs Material UI 5). Run it again to re-check the record against the registry:
 *   npx tsx scripts/recordPreviousMajorReleases.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readChangelogReleases } from '../src/claims/readChangelogReleases';

// The newest package of the v6 line, whatever its patch number.
const LINE = '@mui/x-data-grid@6';
const RECORD = path.join(process.cwd(), 'content/pages/introduction/support/previousMajorReleases.json');

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'previous-major-'));
try {
  const tarball = execFileSync('npm', ['pack', LINE, '--silent', '--pack-destination', folder], {
    encoding: 'utf8',
  }).trim();
  const version = /-(\d+\.\d+\.\d+)\.tgz$/.exec(tarball)![1];
  const source = `@mui/x-data-grid@${version}`;
  execFileSync('tar', ['-xzf', path.join(folder, tarball), '-C', folder, 'package/CHANGELOG.md']);
  const releases = readChangelogReleases(fs.readFileSync(path.join(folder, 'package/CHANGELOG.md'), 'utf8'));
  // One release per line, so a re-recording's diff reads release by release.
  const lines = releases.map((release) => `    ${JSON.stringify(release)}`).join(',\n');
  fs.writeFileSync(RECORD, `{\n  "recordedFrom": "${source}/CHANGELOG.md",\n  "releases": [\n${lines}\n  ]\n}\n`);
  console.log(`${releases.length} releases of ${source} recorded in ${path.relative(process.cwd(), RECORD)}`);
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
