import fs from 'node:fs';
import path from 'node:path';

/** Where the build records which file holds each demo's chunk (read by the e2e tests and the bench). */
export const DEMO_CHUNKS_MANIFEST = path.join('.next', 'demo-chunks.json');
const DEMO_CHUNK_PREFIX = 'demo-';

/**
 * Every on-demand chunk (demos, the live-edit runner's ~250 modules, lazily loaded shell parts) is written as
 * `static/chunks/lazy/<id>.<build id>.js`. Webpack's runtime, loaded by every page, builds an on-demand chunk's URL
 * from maps of chunk names and content hashes, or one condition per chunk when the file name is chosen by a function:
 * with ~1,000 such chunks that was most of its 16 KB gzip. One template made of the chunk id and Next's build id needs
 * no map at all (still unique per build, so the files stay immutable); the cost is that a deploy renames them all.
 * Page and framework chunks keep Next's content-hashed names. Demo chunks' names go to a manifest.
 */
interface Chunk {
  name?: string | null;
  files: Iterable<string>;
}

/** The part of webpack's configuration this plugin touches (Next types its `webpack` hook's config as `any`). */
interface WebpackConfig {
  output: { chunkFilename?: string };
  plugins: {
    apply(compiler: {
      hooks: { afterEmit: { tap(name: string, run: (compilation: { chunks: Iterable<Chunk> }) => void): void } };
    }): void;
  }[];
}

export function withBuildIdChunkFiles<Config extends WebpackConfig>(config: Config, buildId: string): Config {
  config.output.chunkFilename = `static/chunks/lazy/[id].${buildId}.js`;
  config.plugins.push({
    apply(compiler) {
      compiler.hooks.afterEmit.tap('DemoChunkManifest', (compilation) => {
        const files: Record<string, string | undefined> = {};
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
export function readDemoChunkFiles(root = process.cwd()): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(root, DEMO_CHUNKS_MANIFEST), 'utf8')) as Record<string, string>;
}
