import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '@/i18n/languages';
import { pageContentFolder } from '@/content/demoModulePaths';
import { getSiblingPages, localizeText } from '@/navigation/navigationTree';
import type { NavPageEntry } from '@/navigation/types';
import type { DocsPageProps } from '@/shell/DocsPage';
import type { NavigationProps } from '@/shell/navigation/navigationProps';
import { renderNavigationHtml } from '@/shell/navigation/renderNavigationHtml';
import { CONTENT_REVISION } from '../../../generated/contentRevision';
import { loadGuideContent } from './loadGuideContent';
import { listPageDemoModules } from './demoRoutes/listPageDemoModules';
import { getContentPages, getSitePages } from './site';

type GuidePageParams = { slug: string[] };

/**
 * Static paths of the guide pages under `/x/` without demos (the language prefix is the route's own folder). A page
 * with demos has a route of its own (scripts/generateDemoRoutes.ts), which Next prefers to this catch-all.
 */
export const getGuideStaticPaths: GetStaticPaths<GuidePageParams> = async () => ({
  paths: getContentPages()
    .filter((page) => listPageDemoModules(page.pathname).length === 0)
    .map((page) => ({
      params: {
        slug: pageContentFolder(page.pathname).split('/'),
      },
    })),
  fallback: false,
});

/**
 * Everything a guide page shows, in a language: from the navigation tree its markers, breadcrumbs, previous/next and
 * navigation; from its files the content (loadGuideContent).
 */
export async function getGuidePageProps(
  pathname: string,
  language: Language,
): Promise<DocsPageProps & NavigationProps> {
  const pages = getSitePages();
  const entry = pages.find((candidate) => candidate.pathname === pathname);
  if (!entry) {
    throw new Error(`No page "${pathname}" in the navigation tree.`);
  }
  const { previous, next } = getSiblingPages(pages, pathname);
  const toLink = (page: NavPageEntry | null) =>
    page ? { pathname: page.pathname, title: localizeText(page.title, language) } : null;
  const { plan, newFeature, planned, unstable } = entry;
  return {
    page: {
      pathname,
      language,
      // Without the undefined ones: page props must be JSON.
      markers: JSON.parse(JSON.stringify({ plan, newFeature, planned, unstable })),
      ...(await loadGuideContent(pathname, language)),
    },
    breadcrumbs: entry.trail.map((title) => localizeText(title, language)),
    previous: toLink(previous),
    next: toLink(next),
    navigationHtml: renderNavigationHtml(pathname, language),
  };
}

/**
 * Changes with every edit under content/ in `npm run dev` (scripts/devServer/contentRevision.ts). Importing it puts the
 * route's server code in Next's view of the edit, so the open tabs fetch their props again; 0 in the build.
 */
export const GUIDE_CONTENT_REVISION = CONTENT_REVISION;

/** `getStaticProps` of the guide page route in a language. */
export function getGuideStaticProps(
  language: Language,
): GetStaticProps<DocsPageProps & NavigationProps, GuidePageParams> {
  return async ({ params }) => ({ props: await getGuidePageProps(`/x/${(params?.slug ?? []).join('/')}/`, language) });
}

/** `getStaticProps` of a page's own route (a page with demos), in a language. */
export function getDemoPageStaticProps(
  pathname: string,
  language: Language,
): GetStaticProps<DocsPageProps & NavigationProps> {
  return async () => ({ props: await getGuidePageProps(pathname, language) });
}
