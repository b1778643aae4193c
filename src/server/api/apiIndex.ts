import fs from 'node:fs';
import type { ApiIndexEntry } from '@/api/types';
import { getApiIndexPath } from './apiOutputPaths';
import { apiIndexSchema, parseGenerated } from './apiSchemas';
import { ensureApiGenerated } from './ensureApiGenerated';

let index: ApiIndexEntry[] | undefined;

/** The validated list of API pages (generated/api/index.json), generating it first when it is missing. Build time only. */
export function loadApiIndex(): ApiIndexEntry[] {
  if (!index) {
    ensureApiGenerated();
    const filePath = getApiIndexPath();
    index = parseGenerated(apiIndexSchema, JSON.parse(fs.readFileSync(filePath, 'utf8')), filePath);
  }
  return index;
}

/** The API page of an exported name (`DataGridPro`, `GridColDef`), to link mentions of it; optionally within one product. */
export function findApiEntryByName(name: string, product?: string): ApiIndexEntry | undefined {
  return loadApiIndex().find((entry) => entry.name === name && (product === undefined || entry.product === product));
}
