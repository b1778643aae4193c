import { useRouter } from 'next/router';
import { useCallback } from 'react';
import type { DemoCode } from '../demoTypes';
import { fetchDemoCode, pageDataUrl } from './loadDemoCode';

/**
 * How a page's demos get their sources: from the props after a client-side navigation (the page data carried them),
 * otherwise from the page data file, fetched the first time a reader shows, copies or exports a demo's code.
 */
export function useDemoCodeLoader(demoCode: DemoCode | null): () => Promise<DemoCode> {
  const { asPath } = useRouter();
  return useCallback(() => {
    if (demoCode) {
      return Promise.resolve(demoCode);
    }
    const buildId = (window as Window & { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? '';
    return fetchDemoCode(pageDataUrl(buildId, asPath));
  }, [demoCode, asPath]);
}
