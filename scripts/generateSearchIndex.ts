import fs from 'node:fs';
import path from 'node:path';
import { buildSearchIndex } from '../src/search/indexing/buildSearchIndex';
import { writeSearchIndex } from '../src/search/indexing/writeSearchIndex';

/** Writes the search index into out/x/search/<buildId>/ after `next build`, from the content and the API reference. */
async function main() {
  const buildId = fs.readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim();
  const started = Date.now();
  const written = writeSearchIndex(await buildSearchIndex(), 'out', buildId);
  const kilobytes = written.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  console.log(
    `Search index: ${written.length} files (${kilobytes.toFixed(0)} KB) in out/x/search/${buildId}/, built in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
