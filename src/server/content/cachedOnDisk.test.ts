import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedOnDisk } from './cachedOnDisk';

describe('cachedOnDisk', () => {
  let directory: string;
  let sourceFile: string;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-cache-'));
    sourceFile = path.join(directory, 'transform.ts');
    fs.writeFileSync(sourceFile, 'export const rule = 1;');
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  const key = (input: string) => ({ namespace: 'upper', sourceFiles: [sourceFile], inputs: [input, 'options'] });

  it('computes a result once for the same input, then reads it back', async () => {
    const compute = vi.fn(async () => ({ text: 'HELLO' }));
    expect(await cachedOnDisk(key('hello'), compute, directory)).toEqual({ text: 'HELLO' });
    expect(await cachedOnDisk(key('hello'), compute, directory)).toEqual({ text: 'HELLO' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again for another input', async () => {
    await cachedOnDisk(key('a'), async () => 'A', directory);
    expect(await cachedOnDisk(key('b'), async () => 'B', directory)).toBe('B');
  });

  it('a file that cannot be read back is computed and written again', async () => {
    await cachedOnDisk(key('x'), async () => 'first', directory);
    const [file] = fs.readdirSync(path.join(directory, 'upper'));
    fs.writeFileSync(path.join(directory, 'upper', file!), '{"val');
    expect(await cachedOnDisk(key('x'), async () => 'second', directory)).toBe('second');
    expect(await cachedOnDisk(key('x'), async () => 'third', directory)).toBe('second');
  });

  it('results made by an older version of the transform are not used', async () => {
    await cachedOnDisk(key('x'), async () => 'old rule', directory);
    fs.writeFileSync(sourceFile, 'export const rule = 2;');
    // The source hash is kept per process; a new process (a new build) sees the edited file.
    vi.resetModules();
    const { cachedOnDisk: fresh } = await import('./cachedOnDisk');
    expect(await fresh(key('x'), async () => 'new rule', directory)).toBe('new rule');
  });
});
