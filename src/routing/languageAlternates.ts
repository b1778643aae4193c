import { HTML_LANG, LANGUAGES } from '@/i18n/languages';
import { localizePath } from './pathnames';
import { toAbsoluteUrl } from './siteUrl';

export interface LanguageAlternate {
  /** `en`, `zh-CN` (the page's `<html lang>`), or `x-default`. */
  hrefLang: string;
  href: string;
}

/**
 * The absolute URL of every language version of a page (English pathname `/x/…/`), keyed by its `hreflang`, then
 * `x-default` (English, for any other language). The head of every page and the sitemap both list these.
 */
export function getLanguageAlternates(pathname: string, siteUrl: string): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: HTML_LANG[language],
      href: toAbsoluteUrl(localizePath(pathname, language), siteUrl),
    })),
    { hrefLang: 'x-default', href: toAbsoluteUrl(localizePath(pathname, 'en'), siteUrl) },
  ];
}
