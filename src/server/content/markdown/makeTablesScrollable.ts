import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';

/** Tables scroll sideways on small screens: each is a keyboard stop, so the arrow keys can scroll it. */
export function makeTablesScrollable(tree: HastRoot): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'table') {
      node.properties.tabIndex = 0;
    }
  });
}
