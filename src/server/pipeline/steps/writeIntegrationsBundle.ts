import path from 'node:path';
import { build } from 'esbuild';
import type { BuildContext } from '../buildStep';
import { integrationsBundleDir } from '../integrationsBundleUrl';

const ENTRY = path.join('src', 'integrations', 'startIntegrations.ts');

/**
 * The build's settings as Next inlines them in its bundles, so the module reads the same ENVIRONMENT as the app. One
 * object: a setting absent from the environment reads as undefined, as in Next's bundles.
 */
function inlinedEnvironment(): Record<string, string> {
  const settings = Object.entries(process.env).filter(([name]) => name.startsWith('NEXT_PUBLIC_'));
  return { 'process.env': JSON.stringify({ ...Object.fromEntries(settings), NODE_ENV: 'production' }) };
}

/**
 * Bundles what every page starts without React (analytics, the ad slot, the service worker's registration) into an
 * ES module of its own, outside webpack's graph: it shares no runtime with Next, so a page can run it without
 * React. Code it loads on demand (web-vitals, the worker's registration) is split into chunks beside it.
 */
export async function writeIntegrationsBundle({ outDir, buildId }: BuildContext): Promise<string> {
  const outdir = path.join(outDir, integrationsBundleDir(buildId));
  const result = await build({
    entryPoints: [ENTRY],
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2020',
    platform: 'browser',
    chunkNames: 'chunk-[hash]',
    define: inlinedEnvironment(),
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === ENTRY.split(path.sep).join('/'));
  return `${path.relative(outDir, outdir)}: entry ${((entry?.[1].bytes ?? 0) / 1024).toFixed(1)} KB, ${outputs.length - 1} chunk(s) loaded on demand`;
}
