import { useRouter } from 'next/router';
import { useCallback } from 'react';
import type { DemoCode } from '../demoTypes';
import { demoCodeUrl, fetchDemoCode } from './loadDemoCode';

/**
 * How a page's demos get their sources: from the props in development; in a build, from the page's `demos.json`,
 * fetched the first time a reader shows, copies or exports a demo's code (the build moves them out of the page).
 */
export function useDemoCodeLoader(demoCode: DemoCode | null): () => Promise<DemoCode> {
  const { asPath } = useRouter();
  return useCallback(
    () => (demoCode ? Promise.resolve(demoCode) : fetchDemoCode(demoCodeUrl(asPath))),
    [demoCode, asPath],
  );
}
