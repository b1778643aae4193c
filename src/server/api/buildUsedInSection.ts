import { getSitePages } from '@/server/content/site';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { localizeText } from '@/navigation/navigationTree';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '@/preferences/codePreferences';
import { formatDemoHash } from '@/preferences/demoHash';
import { localizePath } from '@/routing/pathnames';
import type { ApiGuideLink, ApiSectionData } from '@/api/apiPageData';
import type { ApiEntry } from '@/api/types';
import { distinctPageTitles } from './distinctPageTitles';
import { getApiGuideUses } from './guideApiUsage';

/**
 * The "Used in" section of an API page: the guide pages whose demos import the export or whose code names it, in
 * navigation order, each with a link to its first demo that imports it. Empty when no page uses it.
 */
export function buildUsedInSection(entry: ApiEntry, language: Language): ApiSectionData[] {
  const uses = new Map(getApiGuideUses(entry.product, entry.slug).map((use) => [use.pathname, use.demo]));
  const used = getSitePages().filter((page) => uses.has(page.pathname));
  const titles = distinctPageTitles(
    used.map((page) => ({
      title: localizeText(page.title, language),
      trail: page.trail.map((section) => localizeText(section, language)),
    })),
  );
  const pages: ApiGuideLink[] = used.map((page, index) => {
    const demo = uses.get(page.pathname) ?? null;
    const href = localizePath(page.pathname, language);
    return {
      title: titles[index]!,
      href,
      demo: demo
        ? {
            name: demo,
            href: `${href}${formatDemoHash({ demo, variant: DEFAULT_CODE_VARIANT, styling: DEFAULT_CODE_STYLING })}`,
          }
        : null,
    };
  });
  return pages.length > 0 ? [{ id: 'used-in', title: translate(language, 'api.usedIn'), kind: 'usedIn', pages }] : [];
}
