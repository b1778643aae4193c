import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Language } from '@/i18n/languages';
import { localizePath } from '@/routing/pathnames';
import { findClosestAnchor } from '@/api/findClosestAnchor';

/**
 * A link to MUI X pages as the JSDoc writes them: `https://mui.com/x/api/data-grid/data-grid/#props`,
 * `http://mui.com/x/react-date-pickers/date-field/`, `https://www.mui.com/x/…`, or root-relative `/x/…`.
 */
const MUI_X_LINK = /^(?:https?:\/\/(?:www\.)?mui\.com)?(\/x\/[^?#]*?\/?)(\?[^#]*)?(?:#(.*))?$/i;

export interface ApiLinkResolver {
  /** The API page of an exported name, if it has one. */
  getApiPathname(name: string): string | undefined;
  /** Whether this site has a page (guide or API) at a pathname. */
  hasPage(pathname: string): boolean;
  /** The anchors of a page of this site in the page's language; undefined when unknown (the anchor is kept). */
  getAnchors?(pathname: string): ReadonlySet<string> | undefined;
}

/** The page and anchor a MUI X link names (`{ pathname: '/x/react-charts/lines/', anchor: 'interpolation' }`), or null. */
export function parseMuiXLink(href: string): { pathname: string; query: string; anchor: string } | null {
  const match = MUI_X_LINK.exec(href);
  if (!match) {
    return null;
  }
  const pathname = match[1]!.endsWith('/') ? match[1]! : `${match[1]}/`;
  return { pathname, query: match[2] ?? '', anchor: match[3] ? decodeURIComponent(match[3]) : '' };
}

/**
 * A mui.com link to a page this site also has (a demo page, an API page) becomes internal, its anchor replaced by
 * the closest one the page has here (or dropped); links to pages this site lacks stay as they are.
 */
export function toInternalApiLink(
  href: string,
  hasPage: (pathname: string) => boolean,
  getAnchors?: (pathname: string) => ReadonlySet<string> | undefined,
): string {
  // Root-relative links outside /x/ point into MUI's other documentation (Material UI, System), not this site.
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/x/')) {
    return `https://mui.com${href}`;
  }
  const link = parseMuiXLink(href);
  if (!link || !hasPage(link.pathname)) {
    return href;
  }
  const anchors = link.anchor ? getAnchors?.(link.pathname) : undefined;
  const anchor = anchors ? findClosestAnchor(link.anchor, anchors) : link.anchor || null;
  return `${link.pathname}${link.query}${anchor ? `#${anchor}` : ''}`;
}

/**
 * Every MUI X link with an anchor in a Markdown text (Markdown links and bare URLs, which end before trailing
 * punctuation as GFM's autolinks do), to load the anchors of their pages before rendering.
 */
export function listAnchoredMuiXLinks(markdown: string): { pathname: string; anchor: string }[] {
  const hrefs = [
    ...markdown.matchAll(/\]\(([^)\s]+)\)|(https?:\/\/(?:www\.)?mui\.com\/x\/[^)\s"'<>]*[^)\s"'<>.,;:!?])/gi),
  ].map((match) => match[1] ?? match[2]!);
  return hrefs.flatMap((href) => {
    const link = parseMuiXLink(href);
    return link?.anchor ? [{ pathname: link.pathname, anchor: link.anchor }] : [];
  });
}

/** External links open in a new tab, like in the Markdown pages; internal ones get the language prefix. */
function rehypeApiLinks(options: { language: Language; links: ApiLinkResolver }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const original = node.properties.href;
      if (node.tagName !== 'a' || typeof original !== 'string') {
        return;
      }
      const href = toInternalApiLink(original, options.links.hasPage, options.links.getAnchors);
      if (/^(https?:)?\/\//i.test(href)) {
        node.properties.href = href;
        node.properties.target = '_blank';
        node.properties.rel = 'noopener noreferrer';
      } else {
        node.properties.href = localizePath(href, options.language);
      }
    });
  };
}

/**
 * MUI's JSDoc links types as `[[GridColDef]]`: a link to its API page when there is one, inline code otherwise.
 */
export function resolveTypeLinks(markdown: string, getApiPathname: (name: string) => string | undefined): string {
  return markdown.replace(/\[\[([A-Za-z0-9_]+)\]\]/g, (_match, name: string) => {
    const pathname = getApiPathname(name);
    return pathname ? `[\`${name}\`](${pathname})` : `\`${name}\``;
  });
}

/**
 * Renders JSDoc Markdown (descriptions, deprecation messages) to an HTML tree at build time. Raw HTML in a comment is
 * dropped by remark-rehype (no `allowDangerousHtml`), so only Markdown from the installed packages reaches the page.
 */
export function createApiMarkdownToHast(language: Language, links: ApiLinkResolver): (markdown: string) => Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeApiLinks, { language, links });
  return (markdown) =>
    markdown.trim()
      ? (processor.runSync(processor.parse(resolveTypeLinks(markdown, links.getApiPathname))) as Root)
      : { type: 'root', children: [] };
}

/** The same as HTML text, for the API pages' tables. */
export function createApiMarkdownRenderer(language: Language, links: ApiLinkResolver): (markdown: string) => string {
  const toHast = createApiMarkdownToHast(language, links);
  return (markdown) => toHtml(toHast(markdown)).trim();
}
