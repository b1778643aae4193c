import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from './selectPrecacheFiles';
import { getPrecacheEntries, writeServiceWorker } from './writeServiceWorker';

const manifest = {
  lowPriorityFiles: ['static/BUILD/_buildManifest.js'],
  pages: {
    ...Object.fromEntries(SHELL_ROUTES.map((route) => [route, ['static/chunks/main-1.js']])),
    '/x/[...slug]': ['static/chunks/main-1.js', 'static/chunks/pages/x/[...slug]-2.js'],
  },
};

const folders: string[] = [];

/** A minimal static export with the files the manifest and the precache list name. */
function fakeExport(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-test-'));
  folders.push(dir);
  for (const [file, text] of Object.entries({
    '_next/static/BUILD/_buildManifest.js': 'self.__BUILD_MANIFEST={}',
    '_next/static/chunks/main-1.js': 'main',
    '_next/static/chunks/pages/x/[...slug]-2.js': 'slug',
    'x/offline/index.html': '<html>offline</html>',
    'zh/x/offline/index.html': '<html>离线</html>',
    'x/favicon.svg': '<svg/>',
    'x/static/ads/mui-x-pro.svg': '<svg>pro</svg>',
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

describe('the service worker build', () => {
  afterEach(() => {
    folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  it('precaches the shell by URL, hashed files without a revision and other files with a hash of their content', () => {
    expect(getPrecacheEntries(fakeExport(), manifest)).toEqual([
      { url: '/_next/static/BUILD/_buildManifest.js', revision: null },
      { url: '/_next/static/chunks/main-1.js', revision: null },
      { url: '/_next/static/chunks/pages/x/%5B...slug%5D-2.js', revision: null },
      { url: '/x/offline/', revision: md5('<html>offline</html>') },
      { url: '/zh/x/offline/', revision: md5('<html>离线</html>') },
      { url: '/x/favicon.svg', revision: md5('<svg/>') },
      { url: '/x/static/ads/mui-x-pro.svg', revision: md5('<svg>pro</svg>') },
    ]);
  });

  it('stops when a file to precache is missing from the export', () => {
    const dir = fakeExport();
    fs.rmSync(path.join(dir, 'zh/x/offline/index.html'));
    expect(() => getPrecacheEntries(dir, manifest)).toThrow(/would precache zh\/x\/offline\/index.html/);
  });

  it('writes out/x/sw.js with the precache list and the version baked in', async () => {
    const dir = fakeExport();
    const { outfile, entries } = await writeServiceWorker({ outDir: dir, manifest, version: 'build-42' });
    expect(outfile).toBe(path.join(dir, 'x', 'sw.js'));
    const worker = fs.readFileSync(outfile, 'utf8');
    // Checked as booleans: a failure would otherwise print the whole minified bundle.
    expect(worker.includes('"build-42"'), 'version').toBe(true);
    expect(
      worker.includes('{url:"/_next/static/chunks/pages/x/%5B...slug%5D-2.js",revision:null}'),
      'precache list',
    ).toBe(true);
    expect(worker.includes('__PRECACHE_MANIFEST__') || worker.includes('__BUILD_VERSION__'), 'placeholders left').toBe(
      false,
    );
    expect(entries).toHaveLength(7);
  });
});
