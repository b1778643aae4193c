import { navigation } from '@content/navigation';
import type { Language } from '@/i18n/languages';
import { renderStaticHtml } from '@/staticHtml/renderStaticHtml';
import { NavigationList } from './NavigationList';

/**
 * The navigation list of a page (its items, without the `ul`), rendered at build time. Closed sections are left
 * empty: they hold half of the tree's links, which every page would otherwise carry.
 */
export function renderNavigationHtml(activePathname: string, language: Language): string {
  return renderStaticHtml(
    <NavigationList nodes={navigation} activePathname={activePathname} omitClosedSections />,
    language,
  );
}
