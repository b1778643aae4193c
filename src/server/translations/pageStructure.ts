import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** One element of a page's skeleton, described as its Markdown would show it, with its line in the file. */
export interface StructureItem {
  text: string;
  line: number;
}

/** What a translation must keep from its English page: heading levels, directives (demos, callouts…) and code. */
export interface PageStructure {
  headings: StructureItem[];
  directives: StructureItem[];
  codeBlocks: StructureItem[];
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

const attributesText = (attributes: Record<string, string | null | undefined> | null | undefined) =>
  Object.entries(attributes ?? {})
    .map(([key, value]) => `${key}="${value ?? ''}"`)
    .join(' ');

/** Reads the skeleton of a Markdown body; lines count from the body's first line unless it is padded to its file's. */
export function readPageStructure(markdown: string): PageStructure {
  const structure: PageStructure = { headings: [], directives: [], codeBlocks: [] };
  visit(parser.parse(markdown) as Root, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') {
      structure.headings.push({ text: '#'.repeat(node.depth), line });
    } else if (node.type === 'leafDirective' || node.type === 'containerDirective') {
      const colons = node.type === 'leafDirective' ? '::' : ':::';
      structure.directives.push({ text: `${colons}${node.name}{${attributesText(node.attributes)}}`, line });
    } else if (node.type === 'code') {
      structure.codeBlocks.push({
        text: `\`\`\`${[node.lang, node.meta].filter(Boolean).join(' ')}\n${node.value}`,
        line,
      });
    }
  });
  return structure;
}

const LABELS: Record<keyof PageStructure, string> = {
  headings: 'heading levels',
  directives: 'directives (demos, callouts, tables)',
  codeBlocks: 'code blocks',
};

/** The first line where two elements differ (a code block's first differing line), as `"text" (line n)`. */
function describeDifference(item: StructureItem | undefined, other: StructureItem | undefined): string {
  if (!item) {
    return 'nothing';
  }
  const lines = item.text.split('\n');
  const otherLines = other?.text.split('\n') ?? [];
  const offset = Math.max(
    0,
    lines.findIndex((line, index) => line !== otherLines[index]),
  );
  return `${JSON.stringify(lines[offset] ?? '')} (line ${item.line + offset})`;
}

/**
 * How a translation's skeleton departs from its English page's, one message per kind of element: the first element
 * that differs (or is missing), with its line on each side. Empty when they match.
 */
export function compareStructure(english: PageStructure, translation: PageStructure): string[] {
  return (Object.keys(LABELS) as (keyof PageStructure)[]).flatMap((kind) => {
    const source = english[kind];
    const translated = translation[kind];
    const index = source.findIndex((item, position) => translated[position]?.text !== item.text);
    if (index === -1 && source.length === translated.length) {
      return [];
    }
    const at = index === -1 ? source.length : index;
    return [
      `${LABELS[kind]}: English has ${source.length}, translation ${translated.length}; #${at + 1} is ${describeDifference(source[at], translated[at])} in English, ${describeDifference(translated[at], source[at])} in the translation`,
    ];
  });
}
