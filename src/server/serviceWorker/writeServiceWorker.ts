import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import {
  selectShellFiles,
  STATIC_PRECACHE_FILES,
  STATIC_PRECACHE_FOLDERS,
  toPrecacheUrl,
  type NextBuildManifest,
} from './selectPrecacheFiles';

/** The worker's source, from the repository root (the build and the tests run there). */
const WORKER_SOURCE = path.join('src', 'integrations', 'serviceWorker', 'worker', 'sw.ts');
/** Hashed file names (`_next/static/…`) are their own revision; other files get a hash of their content. */
const SELF_VERSIONED = /^_next\/static\//;

export interface ServiceWorkerOptions {
  /** The static export to precache from and write `x/sw.js` into. */
  outDir: string;
  manifest: NextBuildManifest;
  /** Names this build's caches; the Next.js build id, so every build is a new version. */
  version: string;
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function listFolder(outDir: string, folder: string): string[] {
  const absolute = path.join(outDir, folder);
  return fs.existsSync(absolute) ? fs.readdirSync(absolute).map((name) => `${folder}/${name}`) : [];
}

/** The precache list of a build: shell code, offline pages, icon and house-ad images, with revisions. */
export function getPrecacheEntries(outDir: string, manifest: NextBuildManifest): PrecacheEntry[] {
  const files = [
    ...selectShellFiles(manifest),
    ...STATIC_PRECACHE_FILES,
    ...STATIC_PRECACHE_FOLDERS.flatMap((folder) => listFolder(outDir, folder)),
  ];
  return files.map((file) => {
    const absolute = path.join(outDir, file);
    if (!fs.existsSync(absolute)) {
      throw new Error(
        `The service worker would precache ${file}, but ${absolute} does not exist. Was the static export complete?`,
      );
    }
    const revision = SELF_VERSIONED.test(file)
      ? null
      : crypto.createHash('md5').update(fs.readFileSync(absolute)).digest('hex');
    return { url: toPrecacheUrl(file), revision };
  });
}

/** Bundles the worker with this build's precache list and version into `<outDir>/x/sw.js`. */
export async function writeServiceWorker({ outDir, manifest, version }: ServiceWorkerOptions) {
  const entries = getPrecacheEntries(outDir, manifest);
  const outfile = path.join(outDir, 'x', 'sw.js');
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(entries),
      __BUILD_VERSION__: JSON.stringify(version),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const bytes = entries.reduce((sum, entry) => {
    const file = decodeURIComponent(entry.url.endsWith('/') ? `${entry.url}index.html` : entry.url).slice(1);
    return sum + fs.statSync(path.join(outDir, file)).size;
  }, 0);
  return { outfile, entries, bytes };
}
