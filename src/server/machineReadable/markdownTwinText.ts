import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/** How every twin is written: `-` bullets, `_emphasis_`, fenced code, `---` rules. */
const STRINGIFY_OPTIONS = { bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' } as const;

// Directive syntax is gone by now: stringifying without remark-directive keeps `16:9` from being escaped as `16\:9`.
// Tables are not padded to align their pipes: the padding only costs a reader's (or a model's) tokens.
const stringifier = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, STRINGIFY_OPTIONS);

/** Writes a Markdown tree as text, GFM tables included. */
export function stringifyMarkdown(tree: Root): string {
  return stringifier.stringify(tree).trimEnd();
}

/** One-line text safe in a heading or a blockquote: no line breaks. */
export function toSingleLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * The opening every twin shares: the title as its H1, the description as a blockquote, the canonical URL of its HTML
 * page (search engines are told not to index the twin itself, so the page never competes with it), then an optional
 * note (an untranslated page says it shows English).
 */
export function twinHeader(input: { title: string; description: string; url: string; note?: string }): string {
  return [
    `# ${toSingleLine(input.title)}`,
    input.description ? `> ${toSingleLine(input.description)}` : null,
    `Canonical URL: ${input.url}`,
    input.note ? `_${toSingleLine(input.note)}_` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n\n');
}
