import fs from 'node:fs';
import path from 'node:path';

/** Where the build records which file holds each demo's chunk (read by the e2e tests and the bench). */
export const DEMO_CHUNKS_MANIFEST = path.join('.next', 'demo-chunks.json');
const DEMO_CHUNK_PREFIX = 'demo-';

/**
 * Demo chunks (named `demo-<path>` by loadDemoModule's magic comment) are written as `static/chunks/demos/<id>.<build
 * id>.js`. Webpack's runtime, loaded by every page, builds a chunk's URL from maps of every chunk's name and content
 * hash: with ~700 demos those maps were 23 KB gzip. A file name made of the chunk id and Next's build id needs neither
 * (a literal in the runtime, still unique per build, so the files stay immutable), and the names go to a manifest.
 */
export function withDemoChunkFiles(config, buildId) {
  const chunkFilename = config.output.chunkFilename;
  config.output.chunkFilename = (pathData, assetInfo) =>
    pathData.chunk?.name?.startsWith(DEMO_CHUNK_PREFIX)
      ? `static/chunks/demos/[id].${buildId}.js`
      : typeof chunkFilename === 'function'
        ? chunkFilename(pathData, assetInfo)
        : chunkFilename;
  config.plugins.push({
    apply(compiler) {
      compiler.hooks.afterEmit.tap('DemoChunkManifest', (compilation) => {
        const files = {};
        for (const chunk of compilation.chunks) {
          if (chunk.name?.startsWith(DEMO_CHUNK_PREFIX)) {
            files[chunk.name] = [...chunk.files].find((file) => file.endsWith('.js'));
          }
        }
        fs.mkdirSync(path.dirname(DEMO_CHUNKS_MANIFEST), { recursive: true });
        fs.writeFileSync(DEMO_CHUNKS_MANIFEST, `${JSON.stringify(files, null, 1)}\n`);
      });
    },
  });
  return config;
}

/** The built file of a demo's chunk, under `_next/`, from the manifest the last build wrote. */
export function readDemoChunkFiles(root = process.cwd()) {
  return JSON.parse(fs.readFileSync(path.join(root, DEMO_CHUNKS_MANIFEST), 'utf8'));
}
