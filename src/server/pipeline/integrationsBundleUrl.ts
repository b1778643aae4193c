/** The folder, under the export, of the React-free integrations module and its chunks: one per build. */
export function integrationsBundleDir(buildId: string): string {
  return `_next/static/${buildId}/integrations`;
}

/** Where a page loads the integrations module from (src/integrations/startIntegrations.ts, bundled by esbuild). */
export function integrationsBundleUrl(buildId: string): string {
  return `/${integrationsBundleDir(buildId)}/startIntegrations.js`;
}
