import type { Language } from '@/i18n/languages';
import type { LocalizedText, NavNode, NavPageEntry } from './types';

export function localizeText(text: LocalizedText, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}

export function isPage(node: NavNode): boolean {
  return !node.children;
}

/** Every page of the tree in reading order, with the titles of the sections above it. */
export function flattenPages(nodes: NavNode[], trail: LocalizedText[] = []): NavPageEntry[] {
  return nodes.flatMap((node) => {
    const label = node.subheader ?? node.title;
    if (node.children) {
      return flattenPages(node.children, label ? [...trail, label] : trail);
    }
    if (!node.title) {
      throw new Error(`Navigation entry "${node.pathname}" is a page but has no title.`);
    }
    const { children: _children, subheader: _subheader, ...page } = node;
    return [{ ...page, title: node.title, trail }];
  });
}

/** Fails with a message naming the first pathname that appears twice. */
export function assertUniquePathnames(nodes: NavNode[]): void {
  const seen = new Set<string>();
  const visit = (list: NavNode[]) => {
    for (const node of list) {
      if (seen.has(node.pathname)) {
        throw new Error(
          `Duplicate pathname in the navigation tree: "${node.pathname}". Each entry needs its own pathname.`,
        );
      }
      seen.add(node.pathname);
      if (node.children) {
        visit(node.children);
      }
    }
  };
  visit(nodes);
}

/** Checks the tree and the pages agree: each page entry has a page and each page has an entry. */
export function assertTreeMatchesPages(nodes: NavNode[], pagePathnames: string[]): void {
  const treePages = new Set(flattenPages(nodes).map((page) => page.pathname));
  const files = new Set(pagePathnames);
  const withoutPage = [...treePages].filter((pathname) => !files.has(pathname));
  const withoutEntry = [...files].filter((pathname) => !treePages.has(pathname));
  const problems = [
    ...withoutPage.map((pathname) => `navigation entry "${pathname}" has no page`),
    ...withoutEntry.map((pathname) => `page "${pathname}" has no navigation entry`),
  ];
  if (problems.length > 0) {
    throw new Error(`The navigation tree and the pages disagree:\n- ${problems.join('\n- ')}`);
  }
}

/** The pages before and after a pathname, for previous/next links. */
export function getSiblingPages(
  pages: NavPageEntry[],
  pathname: string,
): { previous: NavPageEntry | null; next: NavPageEntry | null } {
  const index = pages.findIndex((page) => page.pathname === pathname);
  if (index < 0) {
    return { previous: null, next: null };
  }
  return { previous: pages[index - 1] ?? null, next: pages[index + 1] ?? null };
}

/** Whether a section contains the given page, to open it on load. */
export function containsPathname(node: NavNode, pathname: string): boolean {
  if (node.pathname === pathname) {
    return true;
  }
  return node.children?.some((child) => containsPathname(child, pathname)) ?? false;
}

/** The section (an entry with children) whose pathname is given, anywhere in the tree; null when there is none. */
export function findSection(nodes: NavNode[], pathname: string): NavNode | null {
  for (const node of nodes) {
    if (!node.children) {
      continue;
    }
    if (node.pathname === pathname) {
      return node;
    }
    const found = findSection(node.children, pathname);
    if (found) {
      return found;
    }
  }
  return null;
}
