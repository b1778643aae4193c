import matter from 'gray-matter';
import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** Blocks whose text is prose a reader reads; code blocks, HTML and demo slots have none. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

/** The text of an inline node as a reader sees it: code spans without backticks, `:kbd[Ctrl]` as `Ctrl`, images none. */
export function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
    case 'html':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? node.children.map((child) => inlineText(child as Nodes)).join('') : '';
  }
}

/** Whitespace collapsed, trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function collectBlocks(node: Nodes, blocks: string[], types: Set<string>): void {
  if (TEXT_BLOCKS.has(node.type)) {
    const text = collapse(inlineText(node));
    if (text && types.has(node.type)) blocks.push(text);
    return;
  }
  if ('children' in node) {
    for (const child of node.children) collectBlocks(child as Nodes, blocks, types);
  }
}

/** A page's Markdown tree, frontmatter left out, with the directives (`:kbd[Ctrl]`, `::demo`) the site's pages use. */
export function parsePage(markdown: string): Root {
  return parser.parse(matter(markdown).content) as Root;
}

/**
 * A Markdown page as the reader reads it: one plain-text string per paragraph, heading or table cell, with the inline
 * syntax gone (code spans' backticks, emphasis, links reduced to their text, `:kbd[Ctrl]` to `Ctrl`) and whitespace
 * collapsed. Frontmatter and code blocks are left out, and headings too with `headings: false`.
 */
export function pageTextBlocks(markdown: string, { headings = true } = {}): string[] {
  const blocks: string[] = [];
  const types = new Set(headings ? TEXT_BLOCKS : [...TEXT_BLOCKS].filter((type) => type !== 'heading'));
  collectBlocks(parsePage(markdown), blocks, types);
  return blocks;
}

/** A quoted sentence reduced the same way as the page, so `` `onChange` `` in a quote matches `onChange` on the page. */
export function quoteText(quote: string): string {
  const tree = parser.parse(quote) as Root;
  return collapse(tree.children.map((node) => inlineText(node)).join(' '));
}

/** Ends a sentence: `.`, `!` or `?` (optionally closed by a quote or bracket) and a space. */
const SENTENCE_END = /(?<=[.!?]["')\]]?)\s+/g;
/** Words whose final dot ends no sentence. */
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|vs|etc|cf)\.["')\]]?$/i;

/** Splits a block's text into sentences, with each one's offset in the block. */
export function splitSentences(block: string): { text: string; start: number }[] {
  const sentences: { text: string; start: number }[] = [];
  let start = 0;
  for (const match of block.matchAll(SENTENCE_END)) {
    if (ABBREVIATION.test(block.slice(start, match.index))) continue;
    sentences.push({ text: block.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  sentences.push({ text: block.slice(start), start });
  return sentences.filter((sentence) => sentence.text.length > 0);
}

/** Where a quote's text first stands in the page's blocks, or null when the page does not say it. */
export function locateQuote(blocks: string[], quote: string): { block: number; start: number; end: number } | null {
  const text = quoteText(quote);
  if (!text) return null;
  for (const [block, blockText] of blocks.entries()) {
    const start = blockText.indexOf(text);
    if (start !== -1) return { block, start, end: start + text.length };
  }
  return null;
}
