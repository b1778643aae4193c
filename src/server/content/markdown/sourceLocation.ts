import type { Node } from 'unist';

/**
 * `file:line:column` of a node of a page's Markdown, as editors and Next's error overlay link it; the file alone when
 * the node has no position. Lines count from the top of the file: the route renders the body at its place in the file
 * (`bodyStartLine` of parseFrontmatter).
 */
export function sourceLocation(filePath: string, node?: Pick<Node, 'position'>): string {
  const start = node?.position?.start;
  return start ? `${filePath}:${start.line}:${start.column}` : filePath;
}
