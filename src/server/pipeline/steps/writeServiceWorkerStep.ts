import fs from 'node:fs';
import path from 'node:path';
import { writeServiceWorker } from '@/server/serviceWorker/writeServiceWorker';
import type { BuildContext } from '../buildStep';

/** Writes x/sw.js in the site folder: the worker, this build's precache list (from Next's build manifest) and the build id as its version. */
export async function writeServiceWorkerStep({ outDir, buildId }: BuildContext): Promise<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8'));
  const { outfile, entries, bytes } = await writeServiceWorker({ outDir, manifest, version: buildId });
  return `${outfile}: version ${buildId}, ${entries.length} files precached (${(bytes / 1024).toFixed(0)} KB)`;
}
