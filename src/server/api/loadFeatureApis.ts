import fs from 'node:fs';
import type { ApiInterfaceEntry } from '@/api/types';
import { getFeatureApisPath } from './apiOutputPaths';
import { featureApisSchema, parseGenerated } from './apiSchemas';
import { ensureApiGenerated } from './ensureApiGenerated';

let featureApis: ApiInterfaceEntry[] | undefined;

/** The Data Grid's per-feature `apiRef` interfaces (generated/api/feature-apis.json), validated. Build time only. */
export function loadFeatureApis(): ApiInterfaceEntry[] {
  if (!featureApis) {
    ensureApiGenerated();
    const filePath = getFeatureApisPath();
    featureApis = parseGenerated(featureApisSchema, JSON.parse(fs.readFileSync(filePath, 'utf8')), filePath);
  }
  return featureApis;
}

/** One feature API by name, or an error naming the directive's valid values. */
export function findFeatureApi(name: string, filePath: string): ApiInterfaceEntry {
  const found = loadFeatureApis().find((api) => api.name === name);
  if (!found) {
    const known = loadFeatureApis()
      .map((api) => api.name)
      .join(', ');
    throw new Error(
      `${filePath}: ::grid-api-methods{api="${name}"} names no generated feature API. Use one of: ${known} (or add it to FEATURE_APIS in scripts/api/collectFeatureApis.ts).`,
    );
  }
  return found;
}
