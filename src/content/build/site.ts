import { navigation } from '@content/navigation';
import { assertTreeMatchesPages, assertUniquePathnames, flattenPages } from '@/navigation/navigationTree';
import type { NavPageEntry } from '@/navigation/types';
import { listContentPathnames } from './contentFiles';

let pages: NavPageEntry[] | undefined;

/** The validated list of pages: fails the build on a duplicate pathname or a tree/page mismatch. */
export function getSitePages(): NavPageEntry[] {
  if (!pages) {
    assertUniquePathnames(navigation);
    assertTreeMatchesPages(navigation, listContentPathnames());
    pages = flattenPages(navigation);
  }
  return pages;
}
