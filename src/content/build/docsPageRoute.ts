import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '@/i18n/languages';
import { getSiblingPages, localizeText } from '@/navigation/navigationTree';
import type { DocsPageProps } from '@/shell/DocsPage';
import type { NavigationProps } from '@/shell/navigation/navigationProps';
import { renderNavigationHtml } from '@/shell/navigation/renderNavigationHtml';
import { loadPage } from './loadPage';
import { getContentPages, getSitePages } from './site';

/** Static paths of every documentation page under `/x/` (the language prefix is the route's own folder). */
export const getDocsStaticPaths: GetStaticPaths = async () => ({
  paths: getContentPages().map((page) => ({
    params: { slug: page.pathname.replace(/^\/x\//, '').replace(/\/$/, '').split('/') },
  })),
  fallback: false,
});

/** Builds the props of a documentation page in a language. */
export function getDocsStaticProps(language: Language): GetStaticProps<DocsPageProps & NavigationProps, { slug: string[] }> {
  return async ({ params }) => {
    const pathname = `/x/${(params?.slug ?? []).join('/')}/`;
    const pages = getSitePages();
    const page = await loadPage(pathname, language);
    const { previous, next } = getSiblingPages(pages, pathname);
    const toLink = (entry: typeof previous) => (entry ? { pathname: entry.pathname, title: localizeText(entry.title, language) } : null);
    const entry = pages.find((candidate) => candidate.pathname === pathname)!;
    return {
      props: {
        page,
        breadcrumbs: entry.trail.map((title) => localizeText(title, language)),
        previous: toLink(previous),
        next: toLink(next),
        navigationHtml: renderNavigationHtml(pathname, language),
      },
    };
  };
}
