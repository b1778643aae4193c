import { readInstalledFile } from './readInstalledFile';

/** The fields of a `package.json` the claim tests read; missing dependency maps read as empty. */
export interface PackageManifest {
  name: string;
  version: string;
  license?: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

/** The `package.json` of an installed package (`@mui/x-data-grid`), or of one nested in another's `node_modules`. */
export function installedManifest(name: string): PackageManifest {
  const manifest = JSON.parse(readInstalledFile(`${name}/package.json`)) as Partial<PackageManifest>;
  return {
    ...manifest,
    dependencies: manifest.dependencies ?? {},
    peerDependencies: manifest.peerDependencies ?? {},
  } as PackageManifest;
}
