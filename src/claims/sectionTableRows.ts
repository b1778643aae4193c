import type { Heading, Nodes, Table } from 'mdast';
import { collapse, inlineText, parsePage } from './pageText';

/** A table cell as a reader sees it: its plain text, and the code spans it contains (`` `onRowClick` ``). */
export interface TableCell {
  text: string;
  code: string[];
}

function codeSpans(node: Nodes): string[] {
  if (node.type === 'inlineCode') return [node.value];
  return 'children' in node ? node.children.flatMap((child) => codeSpans(child as Nodes)) : [];
}

/**
 * The body rows of every table in the section under the heading `heading` (up to the next heading of the same or a
 * higher level, sub-sections included), each row as its cells. Header rows are left out.
 */
export function sectionTableRows(markdown: string, heading: string): TableCell[][] {
  const nodes = parsePage(markdown).children;
  const start = nodes.findIndex((node) => node.type === 'heading' && collapse(inlineText(node)) === heading);
  if (start === -1) throw new Error(`No heading "${heading}" in the page: the section to read is missing or renamed.`);
  const { depth } = nodes[start] as Heading;
  const rows: TableCell[][] = [];
  for (const node of nodes.slice(start + 1)) {
    if (node.type === 'heading' && node.depth <= depth) break;
    if (node.type !== 'table') continue;
    for (const row of (node as Table).children.slice(1)) {
      rows.push(row.children.map((cell) => ({ text: collapse(inlineText(cell)), code: codeSpans(cell) })));
    }
  }
  return rows;
}
