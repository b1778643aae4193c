import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { visibleSnippet } from '../snippets/snippetFence';

/**
 * Drops each code block's hidden preamble (the lines above `// ---cut---`), which only the snippet check compiles:
 * the page, its Markdown twin and the search index show what a reader copies.
 */
export function remarkVisibleSnippets() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      node.value = visibleSnippet(node.value);
    });
  };
}
