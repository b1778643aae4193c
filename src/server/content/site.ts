import { navigation } from '@content/navigation';
import { getApiPagePathnames } from '@/api/apiNavigation';
import { loadApiIndex } from '@/server/api/apiIndex';
import { assertTreeMatchesPages, assertUniquePathnames, flattenPages } from '@/navigation/navigationTree';
import type { NavPageEntry } from '@/navigation/types';
import { listContentPathnames } from './contentFiles';

let pages: NavPageEntry[] | undefined;

/**
 * The validated list of pages, Markdown and generated API pages alike: fails the build on a duplicate pathname
 * or a tree/page mismatch.
 */
export function getSitePages(): NavPageEntry[] {
  if (!pages) {
    assertUniquePathnames(navigation);
    assertTreeMatchesPages(navigation, [...listContentPathnames(), ...getApiPagePathnames(loadApiIndex())]);
    pages = flattenPages(navigation);
  }
  return pages;
}

/** The pages written in Markdown (the API pages have routes of their own). */
export function getContentPages(): NavPageEntry[] {
  const content = new Set(listContentPathnames());
  return getSitePages().filter((page) => content.has(page.pathname));
}
