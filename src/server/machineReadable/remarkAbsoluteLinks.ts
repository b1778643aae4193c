import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Language } from '@/i18n/languages';
import { localizePath } from '@/routing/pathnames';
import { toAbsoluteUrl } from '@/routing/siteUrl';

export interface AbsoluteLinksOptions {
  language: Language;
  /** The page's English pathname, for its own `#anchor` links. */
  pathname: string;
  siteUrl: string;
}

/**
 * Makes every link of a Markdown twin absolute, so it still works once the text is copied elsewhere: a site path
 * gets the origin and, like on the HTML page, the reader's language prefix; `#anchor` names the page it is on.
 * Images keep their path (they are not per language); external URLs are untouched.
 */
export function absolutizeHref(href: string, options: AbsoluteLinksOptions, kind: 'link' | 'image' = 'link'): string {
  if (href.startsWith('#')) {
    return `${toAbsoluteUrl(localizePath(options.pathname, options.language), options.siteUrl)}${href}`;
  }
  if (!href.startsWith('/') || href.startsWith('//')) {
    return href;
  }
  return toAbsoluteUrl(kind === 'image' ? href : localizePath(href, options.language), options.siteUrl);
}

/** The remark plugin applying `absolutizeHref` to links, link definitions and images. */
export function remarkAbsoluteLinks(options: AbsoluteLinksOptions) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        node.url = absolutizeHref(node.url, options);
      } else if (node.type === 'image') {
        node.url = absolutizeHref(node.url, options, 'image');
      }
    });
  };
}
