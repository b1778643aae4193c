import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Returns the API page of a name written in a code span (`DataGridPro`), or null. */
export type ApiLinkResolver = (name: string) => string | null;

/**
 * Turns code spans naming a documented component or interface (`DataGridPro`, `<DataGridPro />`) into links to its
 * API page. Code already in a link or in a code block stays as it is.
 */
export function linkApiMentions(tree: HastRoot, options: { resolve: ApiLinkResolver }): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (
      node.tagName !== 'code' ||
      !parent ||
      index === undefined ||
      (parent.type === 'element' && ['a', 'pre'].includes(parent.tagName))
    ) {
      return;
    }
    const name = toString(node).replace(/^<|\s*\/?>$/g, '');
    const href = options.resolve(name);
    if (href) {
      parent.children.splice(index, 1, {
        type: 'element',
        tagName: 'a',
        properties: { href, className: ['api-link'] },
        children: [node],
      });
    }
  });
}
