import fs from 'node:fs';
import path from 'node:path';
import type { ApiEntry, ApiIndexEntry, ApiInterfaceEntry, ApiMeta } from '@/api/types';
import {
  API_OUTPUT_DIR,
  getApiEntryPath,
  getApiIndexPath,
  getApiMetaPath,
  getFeatureApisPath,
} from '@/server/api/apiOutputPaths';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The index lines, sorted by product then name. */
export function toApiIndex(entries: readonly ApiEntry[]): ApiIndexEntry[] {
  return entries
    .map(({ product, slug, name, kind, plan }) => ({ product, slug, name, kind, plan }))
    .sort((a, b) => compare(a.product, b.product) || compare(a.name, b.name));
}

function writeJson(filePath: string, value: unknown): void {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  fs.writeFileSync(filePath, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Writes the reference into a fresh folder and swaps it in, so stale pages of removed exports disappear and a
 * reader (a build worker) never sees half an output. index.json is written last: its presence means complete.
 */
export function writeApiOutput(
  entries: readonly ApiEntry[],
  meta: ApiMeta,
  featureApis: readonly ApiInterfaceEntry[] = [],
  root: string = API_OUTPUT_DIR,
): void {
  const staging = `${root}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  for (const entry of entries) {
    writeJson(getApiEntryPath(entry.product, entry.slug, staging), entry);
  }
  writeJson(getFeatureApisPath(staging), featureApis);
  writeJson(getApiMetaPath(staging), meta);
  writeJson(getApiIndexPath(staging), toApiIndex(entries));
  fs.rmSync(root, { recursive: true, force: true });
  fs.renameSync(staging, root);
}
