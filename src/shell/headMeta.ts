import { HTML_LANG, type Language } from '@/i18n/languages';
import { getLanguageAlternates, type LanguageAlternate } from '@/routing/languageAlternates';
import { localizePath } from '@/routing/pathnames';
import { toAbsoluteUrl } from '@/routing/siteUrl';

/** What a page's `<head>` says about it to search engines and link previews, derived from its path, title and description. */
export interface HeadMeta {
  canonical: string;
  /** One per language (`hreflang` `en`, `zh-CN`) and `x-default` (English). */
  alternates: LanguageAlternate[];
  /** Open Graph tags (`<meta property>`). */
  openGraph: { property: string; content: string }[];
  /** Twitter card tags (`<meta name>`). */
  twitter: { name: string; content: string }[];
}

/**
 * The head of the page at `pathname` (its English path, `/x/…/`) in a language: its own URL as canonical, its
 * language versions as alternates, and Open Graph / Twitter cards with the page's title and description.
 */
export function getHeadMeta(input: {
  pathname: string;
  language: Language;
  title: string;
  description: string;
  siteUrl: string;
}): HeadMeta {
  const canonical = toAbsoluteUrl(localizePath(input.pathname, input.language), input.siteUrl);
  return {
    canonical,
    alternates: getLanguageAlternates(input.pathname, input.siteUrl),
    openGraph: [
      { property: 'og:title', content: input.title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: canonical },
      { property: 'og:type', content: 'article' },
      { property: 'og:locale', content: HTML_LANG[input.language].replace('-', '_') },
    ],
    twitter: [
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: input.title },
      { name: 'twitter:description', content: input.description },
    ],
  };
}
