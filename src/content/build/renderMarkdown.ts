import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { localizePath } from '@/routing/pathnames';
import type { ContentSegment, TocEntry } from '../types';
import { codeBlockElement } from './codeBlockElement';
import { highlightCode } from './highlight';
import { processImages } from './processImages';
import { remarkDocsDirectives } from './remarkDocsDirectives';

export interface RenderedMarkdown {
  segments: ContentSegment[];
  toc: TocEntry[];
  /** Every href in the page, before localisation, for the link checker. */
  links: string[];
  /** Every heading's id and level, in order: the link checker's anchors, and the ids a translation reuses. */
  headings: HeadingId[];
}

/** A heading's id and level (2–4), in document order. */
export interface HeadingId {
  id: string;
  level: number;
}

const processor = (language: Language, filePath: string) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDocsDirectives, { language, filePath })
    .use(remarkRehype)
    .use(rehypeStringify);

function isElement(node: RootContent | ElementContent, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** A heading that gets an anchor: h2 to h4, with the id the page gives it. */
export interface HeadingAnchor {
  node: Element;
  id: string;
  text: string;
  level: 2 | 3 | 4;
}

/**
 * Gives every h2–h4 its stable id in document order: GitHub's slugs, numbered on repeats, or for a translation the
 * ids of its English page (`sourceHeadings`) when its headings have the same levels in the same order, so a link to
 * `#sizing` reaches the same section in every language. The page and the search index both call it, so a search
 * result always lands on an anchor the page has.
 */
export function assignHeadingIds(tree: HastRoot, sourceHeadings: HeadingId[] | null = null): HeadingAnchor[] {
  const slugger = new GithubSlugger();
  const found: { node: Element; level: 2 | 3 | 4 }[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = /^h([2-4])$/.exec(node.tagName)?.[1];
    if (level) {
      found.push({ node, level: Number(level) as 2 | 3 | 4 });
    }
  });
  const sameStructure =
    sourceHeadings !== null && sourceHeadings.length === found.length && sourceHeadings.every((heading, index) => heading.level === found[index]!.level);
  return found.map(({ node, level }, index) => {
    const text = toString(node).trim();
    const id = sameStructure ? sourceHeadings[index]!.id : slugger.slug(text);
    node.properties.id = id;
    return { node, id, text, level };
  });
}

/** Gives h2–h4 their ids and a copy-link anchor, and returns the table of contents. */
function addHeadingAnchors(tree: HastRoot, language: Language, sourceHeadings: HeadingId[] | null): { toc: TocEntry[]; headings: HeadingId[] } {
  const toc: TocEntry[] = [];
  const headings: HeadingId[] = [];
  for (const { node, id, text, level } of assignHeadingIds(tree, sourceHeadings)) {
    headings.push({ id, level });
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['heading-link'],
        href: `#${id}`,
        'aria-label': `${translate(language, 'copyHeadingLink')}: ${text}`,
        dataCopyLink: '',
      },
      children: [{ type: 'text', value: '#' }],
    });
    if (level === 2 || level === 3) {
      toc.push({ id, text, level });
    }
  }
  return { toc, headings };
}

/** Localises internal links and marks external ones; returns every href for the link checker. */
function processLinks(tree: HastRoot, language: Language): string[] {
  const links: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string' || 'dataCopyLink' in node.properties) {
      return;
    }
    const href = node.properties.href;
    links.push(href);
    if (/^(https?:)?\/\//i.test(href)) {
      node.properties.target = '_blank';
      node.properties.rel = 'noopener noreferrer';
    } else {
      node.properties.href = localizePath(href, language);
    }
  });
  return links;
}

/** Returns the API page of a name written in a code span (`DataGridPro`), or null. */
export type ApiLinkResolver = (name: string) => string | null;

/** Turns code spans naming a documented component or interface into links to its API page. */
function linkApiMentions(tree: HastRoot, resolve: ApiLinkResolver): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'code' || !parent || index === undefined || (parent.type === 'element' && ['a', 'pre'].includes(parent.tagName))) {
      return;
    }
    const name = toString(node).replace(/^<|\s*\/?>$/g, '');
    const href = resolve(name);
    if (href) {
      parent.children.splice(index, 1, { type: 'element', tagName: 'a', properties: { href, className: ['api-link'] }, children: [node] });
    }
  });
}

/** Tables scroll sideways on small screens: each is a keyboard stop, so the arrow keys can scroll it. */
function makeTablesScrollableByKeyboard(tree: HastRoot): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'table') {
      node.properties.tabIndex = 0;
    }
  });
}

function assertNoNestedCode(tree: HastRoot, filePath: string): void {
  for (const node of tree.children) {
    if (isElement(node) && node.tagName !== 'pre') {
      visit(node, 'element', (child: Element) => {
        if (child.tagName === 'pre') {
          throw new Error(
            `${filePath}: a fenced code block is nested inside a list or callout. Put code blocks at the top level so they get a copy button.`,
          );
        }
      });
    }
  }
}

/** Parses a Markdown body into the HTML tree the site renders (directives resolved), before any page-specific pass. */
export async function markdownToHast(body: string, language: Language, filePath: string): Promise<HastRoot> {
  const pipeline = processor(language, filePath);
  return (await pipeline.run(pipeline.parse(body))) as HastRoot;
}

/** Renders a Markdown body at build time to static HTML segments (prose and highlighted code) split by demo slots. */
export async function renderMarkdown(
  body: string,
  language: Language,
  filePath: string,
  resolveApiLink: ApiLinkResolver = () => null,
  sourceHeadings: HeadingId[] | null = null,
): Promise<RenderedMarkdown> {
  const tree = await markdownToHast(body, language, filePath);
  assertNoNestedCode(tree, filePath);
  processImages(tree, filePath);
  makeTablesScrollableByKeyboard(tree);
  const { toc, headings } = addHeadingAnchors(tree, language, sourceHeadings);
  linkApiMentions(tree, resolveApiLink);
  const links = processLinks(tree, language);

  const segments: ContentSegment[] = [];
  let pending: RootContent[] = [];
  const flush = () => {
    const html = toHtml({ type: 'root', children: pending }).trim();
    if (html) {
      segments.push({ kind: 'html', html });
    }
    pending = [];
  };
  for (const node of tree.children) {
    if (isElement(node, 'pre') && node.children[0] && isElement(node.children[0], 'code')) {
      const codeElement = node.children[0];
      const className = (codeElement.properties.className as string[] | undefined) ?? [];
      const codeLanguage = className.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const code = toString(codeElement).replace(/\n$/, '');
      pending.push(codeBlockElement(await highlightCode(code, codeLanguage), codeLanguage, language));
    } else if (isElement(node, 'docs-demo')) {
      flush();
      segments.push({ kind: 'demo', demo: String(node.properties.dataDemo) });
    } else {
      pending.push(node);
    }
  }
  flush();
  return { segments, toc, links, headings };
}
