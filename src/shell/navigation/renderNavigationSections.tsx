import type { Language } from '@/i18n/languages';
import type { NavNode } from '@/navigation/types';
import { renderStaticHtml } from '@/staticHtml/renderStaticHtml';
import { NavigationList } from './NavigationList';

/** Sections the build may leave empty: every section, at any level (a subheader is not a section). */
function closableSections(nodes: NavNode[]): NavNode[] {
  return nodes.flatMap((node) => {
    if (!node.children) {
      return [];
    }
    const below = closableSections(node.children);
    return node.subheader ? below : [node, ...below];
  });
}

/**
 * The contents (a `ul`) of each section the build may leave empty in a page's navigation, by its `data-section`,
 * rendered at build time from the same component as the pages' navigation: what the React-free shell puts in a
 * closed section when a reader opens it (src/shellControls/fillNavigationSections.ts). Sections inside it are closed
 * and empty in turn, so no link is written twice. No page is current in it: a section the build closed does not
 * hold the page it was built for.
 */
export function renderNavigationSections(nodes: NavNode[], language: Language): Record<string, string> {
  return Object.fromEntries(
    closableSections(nodes).map((section) => [
      section.pathname,
      renderStaticHtml(
        <ul>
          <NavigationList nodes={section.children ?? []} activePathname="" depth={1} omitClosedSections />
        </ul>,
        language,
      ),
    ]),
  );
}
