import fs from 'node:fs';
import path from 'node:path';
import { writeMachineReadableFiles } from '@/server/machineReadable/writeMachineReadableFiles';
import { buildSearchIndex } from '@/server/search/buildSearchIndex';
import { writeSearchIndex } from '@/server/search/writeSearchIndex';
import { SEARCH_INDEX_BASE_PATH } from '@/search/searchIndexFormat';
import { formatSeconds, type BuildContext } from '../buildStep';
import { runNextBuild } from './runNextBuild';

async function timed(run: () => Promise<string>): Promise<string> {
  const started = Date.now();
  const report = await run();
  return `${report} (${formatSeconds(Date.now() - started)})`;
}

/** The Markdown twins, llms.txt files, sitemap.xml and robots.txt: made from the sources, not from Next's export. */
async function writeMachineReadable(directory: string, siteUrl: string): Promise<string> {
  const { twins, files } = await writeMachineReadableFiles(directory, siteUrl);
  const sizes = Object.entries(files).map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(0)} KB`);
  return `${twins} Markdown twins, ${sizes.join(', ')}, on ${siteUrl}`;
}

async function writeSearch(directory: string, buildId: string): Promise<string> {
  const written = writeSearchIndex(await buildSearchIndex(), directory, buildId);
  const kilobytes = written.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  return `search index, ${written.length} files (${kilobytes.toFixed(0)} KB) in x/search/${buildId}/`;
}

/**
 * `next build`, and beside it, on the core its compiler leaves idle, the outputs made from the sources alone (twins,
 * llms.txt, sitemap, search index), written to the staging folder: Next empties the site folder when it exports.
 * Every task is awaited before a failure is reported, so no `next build` outlives a failed pipeline.
 */
export async function runNextBuildWithSourceOutputs({ buildId, stagingDir, environment }: BuildContext) {
  const results = await Promise.allSettled([
    runNextBuild(buildId),
    timed(() => writeMachineReadable(stagingDir, environment.siteUrl)),
    timed(() => writeSearch(stagingDir, buildId)),
  ]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    throw failure.reason;
  }
  return results.map((result) => (result as PromiseFulfilledResult<string>).value).join('; beside it: ');
}

/** Moves the staged outputs into the export; this build's search index is then the only one in the site folder. */
export function copyStagedOutputs({ outDir, stagingDir }: BuildContext): string {
  fs.rmSync(path.join(outDir, ...SEARCH_INDEX_BASE_PATH.split('/').filter(Boolean)), { recursive: true, force: true });
  fs.cpSync(stagingDir, outDir, { recursive: true });
  const files = fs.readdirSync(stagingDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  fs.rmSync(stagingDir, { recursive: true, force: true });
  return `${files.length} files copied into ${outDir}/`;
}
