import { LANGUAGES } from '@/i18n/languages';
import { getLanguageAlternates } from '@/routing/languageAlternates';
import { localizePath } from '@/routing/pathnames';
import { toAbsoluteUrl } from '@/routing/siteUrl';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `sitemap.xml`: every page (English pathnames, from the navigation tree) in every language, each URL listing all
 * its language versions and `x-default` as `<xhtml:link rel="alternate">`, as search engines expect for hreflang.
 */
export function buildSitemap(pathnames: readonly string[], siteUrl: string): string {
  const urls = pathnames.flatMap((pathname) => {
    const alternates = getLanguageAlternates(pathname, siteUrl)
      .map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(toAbsoluteUrl(localizePath(pathname, language), siteUrl))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled; the sitemap is named with its absolute URL, as the protocol requires. */
export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${toAbsoluteUrl('/sitemap.xml', siteUrl)}\n`;
}
