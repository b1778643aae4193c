import type { Language } from '@/i18n/languages';

/**
 * What every framed page's props add for the app frame: the navigation list rendered at build time. It reaches the
 * page's HTML only; the build removes it from the page data (src/server/pipeline/transforms/stripStaticProps.ts).
 */
export interface NavigationProps {
  navigationHtml: string | null;
}

/**
 * `getStaticProps` of a page whose only props are the navigation (the offline and not-found pages), with no page of
 * the tree marked current.
 */
export function getNavigationOnlyProps(language: Language): () => Promise<{ props: NavigationProps }> {
  return async () => {
    // Build time only: the renderer is imported here so the page's client bundle never holds it.
    const { renderNavigationHtml } = await import('./renderNavigationHtml');
    return { props: { navigationHtml: renderNavigationHtml('', language) } };
  };
}
