import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Language } from '@/i18n/languages';
import { localizePath } from '@/routing/pathnames';

/** Where the JSDoc links to MUI's own MUI X pages: `https://mui.com/x/api/data-grid/data-grid/#props`, `…/x/react-date-pickers/validation/`. */
const MUI_X_LINK = /^https:\/\/mui\.com(\/x\/[^?#]+?\/?)([?#].*)?$/;

export interface ApiLinkResolver {
  /** The API page of an exported name, if it has one. */
  getApiPathname(name: string): string | undefined;
  /** Whether this site has a page (guide or API) at a pathname. */
  hasPage(pathname: string): boolean;
}

/** A mui.com link to a page this site also has (a demo page, an API page) becomes internal; others stay as they are. */
export function toInternalApiLink(href: string, hasPage: (pathname: string) => boolean): string {
  // Root-relative links outside /x/ point into MUI's other documentation (Material UI, System), not this site.
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/x/')) {
    return `https://mui.com${href}`;
  }
  const match = MUI_X_LINK.exec(href);
  if (!match) {
    return href;
  }
  const pathname = match[1]!.endsWith('/') ? match[1]! : `${match[1]}/`;
  return hasPage(pathname) ? `${pathname}${match[2] ?? ''}` : href;
}

/** External links open in a new tab, like in the Markdown pages; internal ones get the language prefix. */
function rehypeApiLinks(options: { language: Language; hasPage: (pathname: string) => boolean }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const original = node.properties.href;
      if (node.tagName !== 'a' || typeof original !== 'string') {
        return;
      }
      const href = toInternalApiLink(original, options.hasPage);
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
 * Renders JSDoc Markdown (descriptions, deprecation messages) to HTML at build time. Raw HTML in a comment is
 * dropped by remark-rehype (no `allowDangerousHtml`), so only Markdown from the installed packages reaches the page.
 */
export function createApiMarkdownRenderer(language: Language, links: ApiLinkResolver): (markdown: string) => string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeApiLinks, { language, hasPage: links.hasPage })
    .use(rehypeStringify);
  return (markdown) =>
    markdown.trim() ? String(processor.processSync(resolveTypeLinks(markdown, links.getApiPathname))).trim() : '';
}
