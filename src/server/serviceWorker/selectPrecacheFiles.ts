/** The parts of Next.js's .next/build-manifest.json that name each route's files. */
export interface NextBuildManifest {
  lowPriorityFiles: string[];
  pages: Record<string, string[]>;
}

/**
 * Routes whose code the shell needs offline: the app, content pages in both languages, the offline pages and 404.
 * Other routes' code and demo chunks are cached when visited.
 */
export const SHELL_ROUTES = [
  '/_app',
  '/x/[...slug]',
  '/zh/x/[...slug]',
  '/x/offline',
  '/zh/x/offline',
  '/404',
] as const;

/** Files of out/ precached besides the shell's code: the offline pages, the icon and the house-ad images. */
export const STATIC_PRECACHE_FILES = ['x/offline/index.html', 'zh/x/offline/index.html', 'x/favicon.svg'] as const;
export const STATIC_PRECACHE_FOLDERS = ['x/static/ads'] as const;

/** The shell's files (paths relative to out/), from the build manifest: every file of the shell routes, and Next's route manifests. */
export function selectShellFiles(manifest: NextBuildManifest): string[] {
  const files = new Set<string>(manifest.lowPriorityFiles);
  for (const route of SHELL_ROUTES) {
    const routeFiles = manifest.pages[route];
    if (!routeFiles) {
      throw new Error(
        `The build manifest has no route "${route}": the service worker would miss its code offline. ` +
          'If the route was renamed, update SHELL_ROUTES in src/server/serviceWorker/selectPrecacheFiles.ts.',
      );
    }
    routeFiles.forEach((file) => files.add(file));
  }
  return [...files].map((file) => `_next/${file}`).sort();
}

/**
 * The URL under which a file of out/ is requested: each segment percent-encoded as Next.js writes it in its HTML
 * (`[...slug]` becomes `%5B...slug%5D`), and `index.html` as its folder, since every page is a directory URL.
 */
export function toPrecacheUrl(file: string): string {
  const url = `/${file.split('/').map(encodeURIComponent).join('/')}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}
