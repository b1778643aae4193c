import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import type { Language } from '@/i18n/languages';
import { localizePath } from '@/routing/pathnames';

/** Prefixes internal links with the page language; opens external links in a new tab without an opener. */
export function localizeLinks(tree: HastRoot, options: { language: Language }): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') {
      return;
    }
    const href = node.properties.href;
    if (/^(https?:)?\/\//i.test(href)) {
      node.properties.target = '_blank';
      node.properties.rel = 'noopener noreferrer';
    } else {
      node.properties.href = localizePath(href, options.language);
    }
  });
}
