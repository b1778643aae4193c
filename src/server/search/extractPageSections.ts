import type { Element, Root as HastRoot, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { assignHeadingIds, type HeadingId } from '@/server/content/markdown/headingAnchors';
import { markdownToHast } from '@/server/content/renderMarkdown';
import type { Language } from '@/i18n/languages';

/** The part of a page under one heading; the introduction before the first heading has an empty heading and anchor. */
export interface PageSection {
  heading: string;
  anchor: string;
  /** The prose, whitespace collapsed (code blocks and demos left out). */
  text: string;
  /** Code spans of the prose (`processRowUpdate`), found even when the text is cut short. */
  codeSpans: string[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function isElement(node: RootContent): node is Element {
  return node.type === 'element';
}

function codeSpansOf(node: Element): string[] {
  const spans: string[] = [];
  visit(node, 'element', (child: Element) => {
    if (child.tagName === 'code') {
      spans.push(toString(child).trim());
    }
  });
  return spans;
}

/** Splits a rendered page into its sections, with the heading ids the page itself uses (a translation's English ones). */
export function splitSections(tree: HastRoot, sourceHeadings: HeadingId[] | null = null): PageSection[] {
  const anchors = new Map(assignHeadingIds(tree, sourceHeadings).map((heading) => [heading.node, heading]));
  const sections: { heading: string; anchor: string; parts: string[]; codeSpans: string[] }[] = [];
  let current: (typeof sections)[number] = { heading: '', anchor: '', parts: [], codeSpans: [] };
  sections.push(current);
  for (const node of tree.children) {
    if (!isElement(node)) {
      continue;
    }
    const heading = anchors.get(node);
    if (heading) {
      current = { heading: collapse(heading.text), anchor: heading.id, parts: [], codeSpans: [] };
      sections.push(current);
    } else if (node.tagName !== 'pre' && node.tagName !== 'docs-demo') {
      current.parts.push(toString(node));
      current.codeSpans.push(...codeSpansOf(node));
    }
  }
  return (
    sections
      .map(({ heading, anchor, parts, codeSpans }) => ({
        heading,
        anchor,
        text: collapse(parts.join(' ')),
        codeSpans: [...new Set(codeSpans)],
      }))
      // The introduction stays even when empty: it is the page's own result (title, navigation titles, description).
      .filter((section, index) => index === 0 || section.heading !== '' || section.text !== '')
  );
}

/** The sections of a Markdown page body, parsed exactly as the page renders it. */
export async function extractPageSections(
  body: string,
  language: Language,
  filePath: string,
  sourceHeadings: HeadingId[] | null = null,
): Promise<PageSection[]> {
  return splitSections(await markdownToHast(body, language, filePath), sourceHeadings);
}
