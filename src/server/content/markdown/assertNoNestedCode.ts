import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import { sourceLocation } from './sourceLocation';

/**
 * Fails the build, naming the file, when a fenced code block sits inside a list or callout: only top-level code
 * blocks are highlighted and get a Copy button.
 */
export function assertNoNestedCode(tree: HastRoot, options: { filePath: string }): void {
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName !== 'pre') {
      visit(node, 'element', (child: Element) => {
        if (child.tagName === 'pre') {
          throw new Error(
            `${sourceLocation(options.filePath, child)}: a fenced code block is nested inside a list or callout. Put code blocks at the top level so they get a copy button.`,
          );
        }
      });
    }
  }
}
