import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuildContext } from '../buildStep';

const calls: string[] = [];
vi.mock('./runNextBuild', () => ({
  runNextBuild: vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    calls.push('next build done');
    return 'static export';
  }),
}));
vi.mock('@/server/machineReadable/writeMachineReadableFiles', () => ({
  writeMachineReadableFiles: vi.fn(async () => {
    throw new Error('content/pages/x/index.md: ::demo{name="Missing"} has no file demos/Missing.tsx.');
  }),
}));
vi.mock('@/server/search/buildSearchIndex', () => ({ buildSearchIndex: vi.fn(async () => ({})) }));
vi.mock('@/server/search/writeSearchIndex', () => ({ writeSearchIndex: vi.fn(() => []) }));

const { copyStagedOutputs, runNextBuildWithSourceOutputs } = await import('./sourceOutputs');

const folders: string[] = [];
function folder() {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'source-outputs-test-'));
  folders.push(created);
  return created;
}
function writeFile(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

afterEach(() => {
  for (const created of folders.splice(0)) {
    fs.rmSync(created, { recursive: true, force: true });
  }
});

describe('the outputs made beside next build', () => {
  it('are copied into the export, replacing an older search index, and the staging folder is removed', () => {
    const outDir = folder();
    const stagingDir = folder();
    writeFile(outDir, 'x/introduction/index.html', '<html></html>');
    writeFile(outDir, 'x/search/old-build/pages-en.json', '{}');
    writeFile(stagingDir, 'x/introduction.md', '# Overview');
    writeFile(stagingDir, 'x/search/new-build/pages-en.json', '{"new":true}');
    const report = copyStagedOutputs({ outDir, stagingDir } as BuildContext);
    expect(report).toBe(`2 files copied into ${outDir}/`);
    expect(fs.readFileSync(path.join(outDir, 'x/introduction.md'), 'utf8')).toBe('# Overview');
    expect(fs.existsSync(path.join(outDir, 'x/introduction/index.html'))).toBe(true);
    expect(fs.readdirSync(path.join(outDir, 'x/search'))).toEqual(['new-build']);
    expect(fs.existsSync(stagingDir)).toBe(false);
  });

  it('fail the step with the first error, only once next build has finished', async () => {
    const context = { buildId: 'abc', stagingDir: folder(), environment: { siteUrl: 'https://mui.com' } };
    await expect(runNextBuildWithSourceOutputs(context as BuildContext)).rejects.toThrow(
      'has no file demos/Missing.tsx',
    );
    expect(calls).toEqual(['next build done']);
  });
});
