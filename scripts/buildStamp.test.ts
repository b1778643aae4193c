import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeInputHash } from './buildStamp';

/** Every file at the repository root that changes what `npm run build` writes. */
const ROOT_CONFIG_FILES = [
  'next.config.ts',
  'tailwind.config.js',
  'postcss.config.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

describe('build stamp inputs', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    for (const file of [...ROOT_CONFIG_FILES, 'src/a.ts', 'content/pages/a/index.md', 'public/x.svg', 'scripts/b.ts']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), 'original');
    }
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each([...ROOT_CONFIG_FILES, 'src/a.ts', 'content/pages/a/index.md', 'public/x.svg', 'scripts/b.ts'])(
    'a change to %s makes the existing build stale',
    (file) => {
      const before = computeInputHash(root);
      fs.writeFileSync(path.join(root, file), 'changed');
      expect(computeInputHash(root)).not.toBe(before);
    },
  );

  it('a unit test file or the environment key alone decides nothing, and the environment does', () => {
    const before = computeInputHash(root);
    fs.writeFileSync(path.join(root, 'src/a.test.ts'), 'test');
    expect(computeInputHash(root)).toBe(before);
    expect(computeInputHash(root, 'NEXT_PUBLIC_ADS=off')).not.toBe(before);
  });

  it('every configuration file at the repository root is an input', () => {
    const configFiles = fs
      .readdirSync(process.cwd())
      .filter((file) => /\.config\.(js|mjs|ts)$/.test(file) && !/^(vitest|playwright|eslint)\./.test(file));
    for (const file of configFiles) {
      expect(ROOT_CONFIG_FILES).toContain(file);
    }
  });
});
