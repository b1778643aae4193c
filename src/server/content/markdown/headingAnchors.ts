import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import { visit } from 'unist-util-visit';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import type { TocEntry } from '@/content/types';

/** A heading's id and level (2–4), in document order. */
export interface HeadingId {
  id: string;
  level: number;
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
    sourceHeadings !== null &&
    sourceHeadings.length === found.length &&
    sourceHeadings.every((heading, index) => heading.level === found[index]!.level);
  return found.map(({ node, level }, index) => {
    const text = toString(node).trim();
    const id = sameStructure ? sourceHeadings[index]!.id : slugger.slug(text);
    node.properties.id = id;
    return { node, id, text, level };
  });
}

/** Gives h2–h4 their ids and a copy-link anchor labelled in the page language, and returns the table of contents (h2 and h3). */
export function addHeadingAnchors(
  tree: HastRoot,
  options: { language: Language; sourceHeadings: HeadingId[] | null },
): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const { node, id, text, level } of assignHeadingIds(tree, options.sourceHeadings)) {
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['heading-link'],
        href: `#${id}`,
        'aria-label': `${translate(options.language, 'copyHeadingLink')}: ${text}`,
        dataCopyLink: '',
      },
      children: [{ type: 'text', value: '#' }],
    });
    if (level === 2 || level === 3) {
      toc.push({ id, text, level });
    }
  }
  return toc;
}
