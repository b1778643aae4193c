import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import en from '@/i18n/translations/en.json';
import zh from '@/i18n/translations/zh.json';
import { PALETTE_PARSER_FILE, SETTINGS_DRAWER_FILE } from '@/settings/settingsBundleFiles';
import { settingsStringsByHtmlLang } from '@/settings/settingsStrings';
import type { BuildContext } from '../buildStep';
import { integrationsBundleDir } from '../integrationsBundleUrl';

const ENTRY = path.join('src', 'integrations', 'startIntegrations.ts');
const SETTINGS_ENTRIES = [
  { file: SETTINGS_DRAWER_FILE, entry: path.join('src', 'settings', 'startSettingsDrawer.ts') },
  { file: PALETTE_PARSER_FILE, entry: path.join('src', 'theme', 'paletteColors.ts') },
];

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
 * React. Code it loads on demand (web-vitals, the worker's registration) is split into chunks beside it. Beside it,
 * the settings drawer's module, with its strings in both languages (and no other shell string).
 */
export async function writeIntegrationsBundle({ outDir, buildId }: BuildContext): Promise<string> {
  const outdir = path.join(outDir, integrationsBundleDir(buildId));
  const options: BuildOptions = {
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
  };
  const result = await build({ ...options, entryPoints: [ENTRY] });
  const outputs = Object.entries(result.metafile!.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === ENTRY.split(path.sep).join('/'));
  // Builds of their own, one file each: sharing chunks would make a first press on settings wait for two files.
  const strings = JSON.stringify(settingsStringsByHtmlLang((language) => ({ en, zh })[language]));
  const settingsBytes: number[] = [];
  for (const { file, entry: entryPoint } of SETTINGS_ENTRIES) {
    const built = await build({
      ...options,
      splitting: false,
      entryPoints: { [file.replace(/\.js$/, '')]: entryPoint },
      define: { ...options.define, SETTINGS_STRINGS: strings },
    });
    const written = Object.entries(built.metafile!.outputs);
    const [only] = written;
    if (written.length !== 1 || !only || path.basename(only[0]) !== file) {
      throw new Error(
        `${entryPoint} must bundle into ${file} alone; esbuild wrote ${written.map(([name]) => name).join(', ')}`,
      );
    }
    settingsBytes.push(only[1].bytes);
  }
  const kb = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(1);
  return `${path.relative(outDir, outdir)}: entry ${kb(entry?.[1].bytes)} KB, ${outputs.length - 1} chunk(s) loaded on demand; settings drawer ${kb(settingsBytes[0])} KB (its palette parser ${kb(settingsBytes[1])} KB)`;
}
