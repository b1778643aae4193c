/**
 * Link checking over the static output: every internal link must reach a page, and every #anchor an id on it.
 * Pure: takes the pages' links and ids, returns readable problems naming the page and the link.
 */

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The links (`<a href>`) and element ids of one page. */
export type PageLinks = { links: string[]; ids: Set<string> };

/** Links (`<a href>`) and element ids of one HTML document. */
export function extractLinksAndIds(html: string): PageLinks {
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decode(match[1]!));
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decode(match[1]!)));
  return { links, ids };
}

/** `/x/a/#b?c` → `{ path: '/x/a/', hash: 'b' }`; external links and non-page assets return null. */
export function parseInternalLink(href: string, currentRoute: string): { path: string; hash: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
    return null;
  }
  const [beforeHash, hash = ''] = href.split('#');
  const path = (beforeHash ?? '').split('?')[0] ?? '';
  if (path.startsWith('/_next/') || /\.(svg|png|jpe?g|webp|ico|css|js|json|txt|xml)$/.test(path)) {
    return null;
  }
  return { path: path === '' ? currentRoute : path, hash: decodeURIComponent(hash) };
}

/**
 * The route of this site that a link to MUI's own site names (`https://mui.com/x/react-charts/bars` →
 * `/x/react-charts/bars/`; also `http:` and `www.`), or null.
 */
export function parseMuiSiteLink(href: string): string | null {
  const match = /^https?:\/\/(?:www\.)?mui\.com(\/x\/[^?#]*)/i.exec(href);
  if (!match) {
    return null;
  }
  const route = match[1]!;
  return route.endsWith('/') ? route : `${route}/`;
}

/** A path naming a file rather than a page: its last segment has an extension (`/x/react-data-grid/editing.md`). */
export function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

/**
 * One message per broken link of `pages` (keyed by route, `/x/introduction/`); `redirects`: routes that only
 * redirect (no ids to check); `fileExists`: whether the build has a file at a path (a Markdown twin…).
 */
export function findBrokenLinks(
  pages: Map<string, PageLinks>,
  redirects: Set<string> = new Set(),
  fileExists: (path: string) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  for (const [route, { links }] of pages) {
    for (const href of links) {
      const muiRoute = parseMuiSiteLink(href);
      if (muiRoute && pages.has(muiRoute)) {
        problems.push(`${route}: links to mui.com for a page this site has: "${href}" (link to ${muiRoute} instead)`);
        continue;
      }
      const link = parseInternalLink(href, route);
      if (!link) {
        continue;
      }
      const target = pages.get(link.path);
      if (!target && isFilePath(link.path)) {
        if (!fileExists(link.path)) {
          problems.push(`${route}: link to a missing file "${href}"`);
        }
      } else if (!target && !redirects.has(link.path)) {
        problems.push(`${route}: link to a missing page "${href}"`);
      } else if (target && link.hash && !target.ids.has(link.hash)) {
        problems.push(`${route}: link to a missing anchor "${href}" (no id "${link.hash}" on ${link.path})`);
      }
    }
  }
  return problems;
}
