import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { getCanonicalPathname } from '@/routing/pathnames';
import { getPageViewParams } from './getPageViewParams';
import { sendEvent } from './gtag';

/**
 * Sends `page_view` after every client-side navigation, including a switch of language (same canonical location,
 * another page for the reader); a hash change within the page sends nothing. The first load's is startAnalytics'.
 */
export function usePageViews(): void {
  const router = useRouter();
  // The path and query identify what the reader sees (the playground's ?demo= is another page); the hash does not.
  const pageKey = router.asPath.replace(/#.*$/, '');
  const firstLoad = useRef<string | null>(pageKey);
  useEffect(() => {
    const isFirstLoad = firstLoad.current === pageKey;
    firstLoad.current = null;
    if (isFirstLoad) {
      return undefined;
    }
    // next/head writes the new title in a microtask after the render: one task later, document.title is the new page's.
    const timer = setTimeout(() =>
      sendEvent('page_view', getPageViewParams(getCanonicalPathname(pageKey), document.title)),
    );
    return () => clearTimeout(timer);
  }, [pageKey]);
}
