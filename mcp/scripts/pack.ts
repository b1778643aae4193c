import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { siteDirectory } from '../../scripts/siteDirectory';

const MCP_DIRECTORY = 'mcp';

/** The docs' version, which the server's package must carry too: they are published together. */
function readVersion(): string {
  const site = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
  const server = JSON.parse(fs.readFileSync(path.join(MCP_DIRECTORY, 'package.json'), 'utf8')) as { version: string };
  if (site.version !== server.version) {
    throw new Error(
      `mcp/package.json is version ${server.version}, the docs ${site.version}: give the server the docs' version.`,
    );
  }
  return site.version;
}

/**
 * Packs the MCP server from a built site: its data folder (`mcp/data/`) from the site folder (`out/`; or the folder given as
 * `--out <folder>`), then the server and its dependencies bundled into `mcp/dist/server.mjs`.
 */
export async function packMcpServer(outDirectory: string): Promise<string> {
  const started = Date.now();
  if (
    !fs.existsSync(path.join(outDirectory, 'robots.txt')) ||
    !fs.existsSync(path.join('generated', 'api', 'index.json'))
  ) {
    throw new Error(`No built site in ${outDirectory}/ to pack the MCP server from: run npm run build first.`);
  }
  // Imported here: it reads the generated API reference, which a fresh clone has only after the build's first steps.
  const { writeMcpData } = await import('./writeMcpData');
  const data = await writeMcpData(outDirectory, path.join(MCP_DIRECTORY, 'data'), readVersion());
  await build({
    entryPoints: [path.join(MCP_DIRECTORY, 'src', 'server.ts')],
    outfile: path.join(MCP_DIRECTORY, 'dist', 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Everything in one file, the SDK and zod included: an install fetches nothing, and Node reads one module instead
    // of a few hundred (the SDK's files took most of the start-up time).
    legalComments: 'eof',
    logLevel: 'warning',
  });
  fs.chmodSync(path.join(MCP_DIRECTORY, 'dist', 'server.mjs'), 0o755);
  return `packed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${data.pages} pages, ${data.twins} Markdown twins, ${data.searchFiles} search files, URLs on ${data.siteUrl} → mcp/data/, mcp/dist/server.mjs`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const flag = process.argv.indexOf('--out');
  packMcpServer(flag > 0 ? process.argv[flag + 1]! : siteDirectory()).then(
    (summary) => console.log(`MCP server ${summary}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
