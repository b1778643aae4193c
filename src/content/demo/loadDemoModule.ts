import type { ComponentType } from 'react';

/**
 * Loads one demo's module. The template path makes webpack emit every demo as its own chunk, fetched only
 * when a page renders that demo. The magic comment names each chunk after its file (see `demoChunkName`); the name
 * stays out of the file name and the runtime (scripts/webpack/demoChunks.ts), and the build's manifest maps it to
 * the file, so tests and the bench can tell which demos a page downloaded.
 */
export function loadDemoModule(modulePath: string): Promise<{ default: ComponentType }> {
  // The context would otherwise take in every .tsx under content/pages, the claim tests beside the pages included.
  return import(
    /* webpackChunkName: "demo-[request]" */ /* webpackExclude: /\.test\.tsx$/ */ `../../../content/pages/${modulePath}.tsx`
  );
}
