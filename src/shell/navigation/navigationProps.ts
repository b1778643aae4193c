/**
 * What every framed page's props add for the app frame: the navigation list rendered at build time. It reaches the
 * page's HTML only; the build removes it from the page data (scripts/stripStaticProps.mjs).
 */
export interface NavigationProps {
  navigationHtml: string | null;
}
