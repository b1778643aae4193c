import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from 'vitest';

// The MUI X v8 packages are installed under `-v8` aliases for the migration pages' claim tests only
// (docs/decisions/0022-v8-packages-for-migration-claims.md). ESLint stops `import` statements elsewhere; this also
// catches `require`, `import()` and the code blocks of Markdown pages, which ESLint never reads.
const V8_SPECIFIER = /['"`]@mui\/[a-z-]+-v8(?:\/[^'"`\s]*)?['"`]/;
const ALLOWED = /^content\/pages\/migration\/[^/]+\/claims\.test\.tsx$/;
const SCANNED = /\.(?:ts|tsx|mts|mjs|js|md|mdx)$/;

// It reads about 2,000 files: on a loaded machine that can outlast the unit project's 5-second default.
test('no site code, demo or page names a v8 package outside the migration claim tests', { timeout: 60_000 }, () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => SCANNED.test(file) && !ALLOWED.test(file) && !file.startsWith('docs/'))
    .filter((file) => file !== 'scripts/v8PackagesOnlyInClaims.test.ts' && fs.existsSync(file));
  const offenders = files.filter((file) => V8_SPECIFIER.test(fs.readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});
