import { describe, expect, it } from 'vitest';
import { selectShellFiles, SHELL_ROUTES, toPrecacheUrl } from './selectPrecacheFiles';

const shared = ['static/chunks/webpack-1.js', 'static/chunks/framework-2.js', 'static/chunks/main-3.js'];
const manifest: { lowPriorityFiles: string[]; pages: Record<string, string[]> } = {
  lowPriorityFiles: ['static/BUILD/_buildManifest.js', 'static/BUILD/_ssgManifest.js'],
  pages: {
    ...Object.fromEntries(SHELL_ROUTES.map((route) => [route, [...shared]])),
    '/_app': [...shared, 'static/css/app.css', 'static/chunks/pages/_app-4.js'],
    '/x/[...slug]': [...shared, 'static/chunks/pages/x/[...slug]-5.js'],
    '/x/playground': [...shared, 'static/chunks/pages/x/playground-6.js'],
  },
};

describe('selectShellFiles', () => {
  it('takes every file of the shell routes once, and the route manifests', () => {
    expect(selectShellFiles(manifest)).toEqual([
      '_next/static/BUILD/_buildManifest.js',
      '_next/static/BUILD/_ssgManifest.js',
      '_next/static/chunks/framework-2.js',
      '_next/static/chunks/main-3.js',
      '_next/static/chunks/pages/_app-4.js',
      '_next/static/chunks/pages/x/[...slug]-5.js',
      '_next/static/chunks/webpack-1.js',
      '_next/static/css/app.css',
    ]);
  });

  it('leaves other routes to be cached when visited', () => {
    expect(selectShellFiles(manifest).some((file) => file.includes('playground'))).toBe(false);
  });

  it('a shell route missing from the manifest stops the build with a message', () => {
    const { '/x/offline': _removed, ...pages } = manifest.pages;
    expect(() => selectShellFiles({ ...manifest, pages })).toThrow(/no route "\/x\/offline"/);
  });
});

describe('toPrecacheUrl', () => {
  it('encodes file names as Next.js writes them in its HTML', () => {
    expect(toPrecacheUrl('_next/static/chunks/pages/x/[...slug]-5.js')).toBe(
      '/_next/static/chunks/pages/x/%5B...slug%5D-5.js',
    );
  });

  it('pages are directory URLs', () => {
    expect(toPrecacheUrl('zh/x/offline/index.html')).toBe('/zh/x/offline/');
    expect(toPrecacheUrl('x/favicon.svg')).toBe('/x/favicon.svg');
  });
});
