import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDemo } from './loadDemo';
import { loadDemoMemoised } from './loadDemoMemoised';

vi.mock('./loadDemo', () => ({ loadDemo: vi.fn(async (_directory: string, name: string) => ({ name })) }));

const pages: string[] = [];

function pageWithDemo(): string {
  const page = fs.mkdtempSync(path.join(os.tmpdir(), 'memoised-demo-'));
  pages.push(page);
  fs.mkdirSync(path.join(page, 'demos'));
  fs.writeFileSync(path.join(page, 'demos', 'Basic.tsx'), 'export default function Basic() {}\n');
  return page;
}

afterEach(() => {
  pages.splice(0).forEach((page) => fs.rmSync(page, { recursive: true, force: true }));
  vi.mocked(loadDemo).mockClear();
});

describe('loadDemoMemoised', () => {
  it('loads a demo once while its demos folder is unchanged', async () => {
    const page = pageWithDemo();
    await loadDemoMemoised(page, 'Basic', 'index.md');
    await loadDemoMemoised(page, 'Basic', 'index.zh.md');
    expect(loadDemo).toHaveBeenCalledTimes(1);
  });

  it('loads it again after a file of the folder changes', async () => {
    const page = pageWithDemo();
    await loadDemoMemoised(page, 'Basic', 'index.md');
    fs.writeFileSync(path.join(page, 'demos', 'Basic.tsx'), 'export default function Basic() { return null; }\n');
    await loadDemoMemoised(page, 'Basic', 'index.md');
    expect(loadDemo).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so the next request reports the error again', async () => {
    const page = pageWithDemo();
    vi.mocked(loadDemo).mockRejectedValueOnce(new Error('index.md: ::demo{name="Basic"} has no file'));
    await expect(loadDemoMemoised(page, 'Basic', 'index.md')).rejects.toThrow('has no file');
    await expect(loadDemoMemoised(page, 'Basic', 'index.md')).resolves.toEqual({ name: 'Basic' });
  });
});
