import fs from 'node:fs';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isCompiledSnippet } from './snippetFence';

/** A compiled code block of a page: its full code (hidden preamble included) and where it starts. */
export interface Snippet {
  file: string;
  /** 1-based line of the block's first code line in the Markdown file. */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** The TS/TSX blocks of a Markdown text that the snippet check compiles (other versions' blocks are left out). */
export function extractSnippets(markdown: string, file: string): Snippet[] {
  const tree = parser.parse(markdown) as Root;
  const snippets: Snippet[] = [];
  visit(tree, 'code', (node: Code) => {
    if (isCompiledSnippet(node.lang, node.meta)) {
      snippets.push({
        file,
        line: (node.position?.start.line ?? 0) + 1,
        lang: node.lang as 'ts' | 'tsx',
        code: node.value,
      });
    }
  });
  return snippets;
}

/** The compiled blocks of Markdown files. */
export function extractSnippetsFromFiles(files: readonly string[]): Snippet[] {
  return files.flatMap((file) => extractSnippets(fs.readFileSync(file, 'utf8'), file));
}
