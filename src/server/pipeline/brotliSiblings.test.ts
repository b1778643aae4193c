import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BROTLI_SUFFIX, writeBrotliSiblings, writeBrotliSiblingSync } from './brotliSiblings';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A page-like document: markup repeated with small differences, as a built page is. */
function pageLike(seed: number): string {
  const rows = Array.from(
    { length: 400 },
    (_, index) => `<li class="nav-item"><a href="/x/page-${(index * seed) % 97}/">Page ${index}</a></li>`,
  );
  return `<!DOCTYPE html><html><body><ul>${rows.join('')}</ul></body></html>`;
}

function folderWith(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'brotli-siblings-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

describe('Brotli siblings', () => {
  it('writes beside each file a copy that decodes to it, and counts the bytes', async () => {
    const folder = folderWith({ 'a.html': pageLike(3), 'b.html': pageLike(7) });
    const files = ['a.html', 'b.html'].map((name) => path.join(folder, name));
    const totals = await writeBrotliSiblings(files, 1);
    let compressed = 0;
    for (const file of files) {
      const copy = fs.readFileSync(file + BROTLI_SUFFIX);
      expect(zlib.brotliDecompressSync(copy).toString()).toBe(fs.readFileSync(file, 'utf8'));
      compressed += copy.length;
    }
    expect(totals).toEqual({ raw: pageLike(3).length + pageLike(7).length, compressed });
  });

  it('compresses harder than a server does per response (quality 4)', () => {
    const folder = folderWith({ 'page.html': pageLike(5) });
    const file = path.join(folder, 'page.html');
    const quality4 = zlib.brotliCompressSync(fs.readFileSync(file), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    expect(writeBrotliSiblingSync(file)).toBeLessThan(quality4);
  });
});
