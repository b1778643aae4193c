import fs from 'node:fs';
import path from 'node:path';
import type { ApiMeta } from '@/api/types';
import { getApiIndexPath, getApiMetaPath } from '@/server/api/apiOutputPaths';
import { resolvePackageDir } from './createApiProgram';

/** Bump when the generator's output changes for the same packages, so existing output is regenerated. */
export const API_FORMAT_VERSION = 4;

function readVersion(packageName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(resolvePackageDir(packageName), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** What the output depends on: the installed documented packages and TypeScript (it prints the types). */
export function readInstalledMeta(packageNames: readonly string[]): ApiMeta {
  const names = [...packageNames, 'typescript'].sort();
  return {
    formatVersion: API_FORMAT_VERSION,
    packages: Object.fromEntries(names.map((name) => [name, readVersion(name)])),
  };
}

/** True when the output exists and was generated from exactly these versions. */
export function isApiOutputCurrent(expected: ApiMeta, root?: string): boolean {
  const metaPath = getApiMetaPath(root);
  if (!fs.existsSync(metaPath) || !fs.existsSync(getApiIndexPath(root))) {
    return false;
  }
  try {
    return JSON.stringify(JSON.parse(fs.readFileSync(metaPath, 'utf8'))) === JSON.stringify(expected);
  } catch {
    return false;
  }
}
