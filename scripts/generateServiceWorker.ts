import fs from 'node:fs';
import path from 'node:path';
import { writeServiceWorker } from '../src/integrations/serviceWorker/build/writeServiceWorker';

/** Writes out/x/sw.js after `next build`: the worker, this build's precache list and its version (the Next.js build id). */
async function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8'));
  const version = fs.readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim();
  const { outfile, entries, bytes } = await writeServiceWorker({ outDir: 'out', manifest, version });
  console.log(
    `Service worker ${outfile}: version ${version}, ${entries.length} files precached (${(bytes / 1024).toFixed(0)} KB).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
