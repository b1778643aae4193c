import fs from 'node:fs';
import type { ApiEntry } from '@/api/types';
import { getApiEntryPath } from './apiOutputPaths';
import { apiEntrySchema, parseGenerated } from './apiSchemas';
import { ensureApiGenerated } from './ensureApiGenerated';

/** One validated API page (generated/api/<product>/<slug>.json). Build time only. */
export function loadApiEntry(product: string, slug: string): ApiEntry {
  ensureApiGenerated();
  const filePath = getApiEntryPath(product, slug);
  if (!fs.existsSync(filePath)) {
    throw new Error(
      `No API reference file ${filePath} for /x/api/${product}/${slug}/. Regenerate with: npm run generate:api -- --force`,
    );
  }
  return parseGenerated(apiEntrySchema, JSON.parse(fs.readFileSync(filePath, 'utf8')), filePath);
}
