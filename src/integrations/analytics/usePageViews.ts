import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { getCanonicalPathname } from '@/routing/pathnames';
import { getPageViewParams } from './getPageViewParams';
import { sendEvent } from './gtag';

/** Sends `page_view` on the first load and after every client-side navigation to another page (not on hash changes). */
export function usePageViews(): void {
  const router = useRouter();
  const canonicalPath = getCanonicalPathname(router.asPath);
  useEffect(() => {
    // next/head writes the new title in a microtask after the render: one task later, document.title is the new page's.
    const timer = setTimeout(() => sendEvent('page_view', getPageViewParams(canonicalPath, document.title)));
    return () => clearTimeout(timer);
  }, [canonicalPath]);
}
