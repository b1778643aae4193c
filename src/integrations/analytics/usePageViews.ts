import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { getCanonicalPathname } from '@/routing/pathnames';
import { getPageViewParams } from './getPageViewParams';
import { sendEvent } from './gtag';

/**
 * Sends `page_view` on the first load and after every client-side navigation, including a switch of language
 * (same canonical location, another page for the reader); a hash change within the page sends nothing.
 */
export function usePageViews(): void {
  const router = useRouter();
  // The path and query identify what the reader sees (the playground's ?demo= is another page); the hash does not.
  const pageKey = router.asPath.replace(/#.*$/, '');
  useEffect(() => {
    // next/head writes the new title in a microtask after the render: one task later, document.title is the new page's.
    const timer = setTimeout(() =>
      sendEvent('page_view', getPageViewParams(getCanonicalPathname(pageKey), document.title)),
    );
    return () => clearTimeout(timer);
  }, [pageKey]);
}
