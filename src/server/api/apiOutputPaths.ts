import path from 'node:path';

/** Where `scripts/api/generateApi.ts` writes the API reference (ignored by Git, rebuilt from node_modules). */
export const API_OUTPUT_DIR = path.join(process.cwd(), 'generated', 'api');

/** `generated/api/index.json`: one line per documented export. */
export function getApiIndexPath(root: string = API_OUTPUT_DIR): string {
  return path.join(root, 'index.json');
}

/** `generated/api/meta.json`: the package versions the output was generated from. */
export function getApiMetaPath(root: string = API_OUTPUT_DIR): string {
  return path.join(root, 'meta.json');
}

/** `generated/api/<product>/<slug>.json`: one documented export. */
export function getApiEntryPath(product: string, slug: string, root: string = API_OUTPUT_DIR): string {
  return path.join(root, product, `${slug}.json`);
}

/** `generated/api/feature-apis.json`: the Data Grid's per-feature `apiRef` interfaces, for the feature pages' method tables. */
export function getFeatureApisPath(root: string = API_OUTPUT_DIR): string {
  return path.join(root, 'feature-apis.json');
}
