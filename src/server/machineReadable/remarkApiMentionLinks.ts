import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Links a code span naming a documented component or interface (`DataGridPro`, `<GridColDef />`) to its API page,
 * as the HTML page does. `resolve` returns the page's absolute URL, or null for any other code.
 */
export function remarkApiMentionLinks(options: { resolve: (name: string) => string | null }) {
  return (tree: Root) => {
    visit(tree, 'inlineCode', (node, index, parent) => {
      if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference') {
        return;
      }
      const url = options.resolve(node.value.replace(/^<|\s*\/?>$/g, ''));
      if (url) {
        parent.children.splice(index, 1, { type: 'link', url, children: [node] });
      }
    });
  };
}
