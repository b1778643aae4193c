import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '@/i18n/languages';
import { getSiblingPages, localizeText } from '@/navigation/navigationTree';
import type { NavPageEntry } from '@/navigation/types';
import type { DocsPageProps } from '@/shell/DocsPage';
import type { NavigationProps } from '@/shell/navigation/navigationProps';
import { renderNavigationHtml } from '@/shell/navigation/renderNavigationHtml';
import { loadGuideContent } from './loadGuideContent';
import { getContentPages, getSitePages } from './site';

type GuidePageParams = { slug: string[] };

/** Static paths of every guide page under `/x/` (the language prefix is the route's own folder). */
export const getGuideStaticPaths: GetStaticPaths<GuidePageParams> = async () => ({
  paths: getContentPages().map((page) => ({
    params: {
      slug: page.pathname
        .replace(/^\/x\//, '')
        .replace(/\/$/, '')
        .split('/'),
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

/** `getStaticProps` of the guide page route in a language. */
export function getGuideStaticProps(
  language: Language,
): GetStaticProps<DocsPageProps & NavigationProps, GuidePageParams> {
  return async ({ params }) => ({ props: await getGuidePageProps(`/x/${(params?.slug ?? []).join('/')}/`, language) });
}
