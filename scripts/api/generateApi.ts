/**
 * Generates the API reference from the installed MUI X type declarations into generated/api/.
 * Usage: npx tsx scripts/api/generateApi.ts [--force]
 * Skips when the output exists and the packages are unchanged (generated/api/meta.json), unless --force.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PACKAGES } from '@/api/apiPackages';
import { isApiOutputCurrent, readInstalledMeta } from './apiMeta';
import { collectApiEntries } from './collectApiEntries';
import { collectFeatureApis } from './collectFeatureApis';
import { createApiProgram } from './createApiProgram';
import { assertReferencePagesPresent } from './findMissingReferencePages';
import { toApiIndex, writeApiOutput } from './writeApiOutput';

/** Writes generated/api/ unless it is current (or `force`); returns a one-line summary. */
export function generateApiReference({ force }: { force: boolean }): string {
  const meta = readInstalledMeta(API_PACKAGES.map((apiPackage) => apiPackage.name));
  if (!force && isApiOutputCurrent(meta)) {
    return 'up to date with the installed packages (generated/api/meta.json); use --force to regenerate.';
  }
  const started = performance.now();
  const program = createApiProgram(API_PACKAGES.map((apiPackage) => apiPackage.name));
  const entries = collectApiEntries(program);
  const index = toApiIndex(entries);
  assertReferencePagesPresent(index);
  writeApiOutput(entries, meta, collectFeatureApis(program));

  const counts = new Map<string, { component: number; interface: number }>();
  for (const entry of index) {
    const count = counts.get(entry.product) ?? { component: 0, interface: 0 };
    count[entry.kind] += 1;
    counts.set(entry.product, count);
  }
  const products = [...counts].map(
    ([product, count]) => `${product} ${count.component} components, ${count.interface} interfaces`,
  );
  return `generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${index.length} pages in generated/api/ (${products.join('; ')})`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  try {
    console.log(`API reference ${generateApiReference({ force: process.argv.includes('--force') })}`);
  } catch (error) {
    console.error(`API generation failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
}
