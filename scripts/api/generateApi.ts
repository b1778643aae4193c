/**
 * Generates the API reference from the installed MUI X type declarations into generated/api/.
 * Usage: npx tsx scripts/api/generateApi.ts [--force]
 * Skips when the output exists and the packages are unchanged (generated/api/meta.json), unless --force.
 */
import { performance } from 'node:perf_hooks';
import { API_PACKAGES } from '@/api/apiPackages';
import { isApiOutputCurrent, readInstalledMeta } from './apiMeta';
import { collectApiEntries } from './collectApiEntries';
import { collectFeatureApis } from './collectFeatureApis';
import { createApiProgram } from './createApiProgram';
import { assertReferencePagesPresent } from './findMissingReferencePages';
import { toApiIndex, writeApiOutput } from './writeApiOutput';

function main(): void {
  const force = process.argv.includes('--force');
  const meta = readInstalledMeta(API_PACKAGES.map((apiPackage) => apiPackage.name));
  if (!force && isApiOutputCurrent(meta)) {
    console.log(
      'API reference is up to date with the installed packages (generated/api/meta.json); use --force to regenerate.',
    );
    return;
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
  console.log(
    `API reference generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${index.length} pages in generated/api/`,
  );
  for (const [product, count] of counts) {
    console.log(`  ${product.padEnd(14)} ${count.component} components, ${count.interface} interfaces`);
  }
}

try {
  main();
} catch (error) {
  console.error(`API generation failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
