import type { Language } from '@/i18n/languages';
import { localizeText } from '@/navigation/navigationTree';
import type { LocalizedText, NavNode } from '@/navigation/types';

/** What the navigation tree says about a page, for search: its titles and the top-level section it belongs to. */
export interface SearchPageEntry {
  pathname: string;
  /** The group of its results: the top-level section of the navigation (`Data Grid`, `API reference`…). */
  group: LocalizedText;
  /** The page's navigation title; a section's overview page takes the section's title (`Filtering`, not `Overview`). */
  navTitle: LocalizedText;
}

function isPathPrefix(prefix: string, pathname: string): boolean {
  return pathname.startsWith(prefix);
}

/** The first page of a titled section is its overview when every other page of the section lives under its path. */
function overviewTitles(nodes: NavNode[], titles: Map<string, LocalizedText>): void {
  for (const node of nodes) {
    if (!node.children) {
      continue;
    }
    const [first, ...rest] = node.children;
    const restPathnames = rest.flatMap(function pagesOf(child): string[] {
      return child.children ? child.children.flatMap(pagesOf) : [child.pathname];
    });
    if (
      node.title &&
      first &&
      !first.children &&
      restPathnames.length > 0 &&
      restPathnames.every((pathname) => isPathPrefix(first.pathname, pathname))
    ) {
      titles.set(first.pathname, node.title);
    }
    overviewTitles(node.children, titles);
  }
}

/** Every page of the navigation tree, in reading order, with its search group and title. */
export function collectSearchPages(navigation: NavNode[]): SearchPageEntry[] {
  const titles = new Map<string, LocalizedText>();
  overviewTitles(navigation, titles);
  return navigation.flatMap((top) => {
    const group = top.title ?? top.subheader ?? top.pathname;
    const visit = (node: NavNode): SearchPageEntry[] =>
      node.children
        ? node.children.flatMap(visit)
        : [{ pathname: node.pathname, group, navTitle: titles.get(node.pathname) ?? node.title ?? node.pathname }];
    return visit(top);
  });
}

/** The navigation titles indexed for a page: in the language, and in English so an English word finds it too. */
export function navTitlesFor(entry: SearchPageEntry, language: Language): string {
  const localized = localizeText(entry.navTitle, language);
  const english = localizeText(entry.navTitle, 'en');
  return localized === english ? localized : `${localized} ${english}`;
}
