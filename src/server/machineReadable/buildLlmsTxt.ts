import { flattenPages, localizeText } from '@/navigation/navigationTree';
import type { NavNode } from '@/navigation/types';
import { getMarkdownTwinPath } from '@/routing/markdownTwin';
import { toAbsoluteUrl } from '@/routing/siteUrl';
import { toSingleLine } from './markdownTwinText';

/** What llms.txt says about one page: the title and description its twin opens with. */
export interface LlmsPageSummary {
  title: string;
  description: string;
}

export interface LlmsTxtInput {
  siteName: string;
  /** The blockquote under the title. */
  summary: string;
  navigation: readonly NavNode[];
  /** The page at an English pathname; every page of the tree must have one. */
  getPage: (pathname: string) => LlmsPageSummary;
  siteUrl: string;
  /** Which pages to list (a product's llms.txt keeps its own); a section left without pages is dropped. Default: all. */
  includePage?: (pathname: string) => boolean;
}

/** `[` and `]` would end a link text early. */
const linkText = (text: string) => toSingleLine(text).replace(/[[\]]/g, '\\$&');

/** The first sentence of a description: llms.txt gives one line per page. */
export function firstSentence(text: string): string {
  const line = toSingleLine(text);
  const end = /[.!?](?=\s|$)|[。！？]/.exec(line);
  return end ? line.slice(0, end.index + 1) : line;
}

/**
 * An llms.txt file (`/x/llms.txt`, `/x/react-data-grid/llms.txt`): an H1 with the site's name, a blockquote summary,
 * then one H2 section per top-level entry of the navigation tree (Introduction, Data Grid, …, API reference), each
 * page a line `- [Title](URL of its Markdown twin): first sentence of its description`, in the tree's reading order.
 */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const includePage = input.includePage ?? (() => true);
  const sections = input.navigation.flatMap((top) => {
    const pages = (top.children ? flattenPages(top.children) : flattenPages([top])).filter(({ pathname }) =>
      includePage(pathname),
    );
    if (pages.length === 0) {
      return [];
    }
    const lines = pages.map(({ pathname }) => {
      const page = input.getPage(pathname);
      const url = toAbsoluteUrl(getMarkdownTwinPath(pathname), input.siteUrl);
      return `- [${linkText(page.title)}](${url})${page.description ? `: ${firstSentence(page.description)}` : ''}`;
    });
    return [`## ${localizeText(top.title ?? top.subheader ?? top.pathname, 'en')}\n\n${lines.join('\n')}`];
  });
  return `# ${input.siteName}\n\n> ${toSingleLine(input.summary)}\n\n${sections.join('\n\n')}\n`;
}

/** `/x/llms-full.txt`: the guide pages' twins one after the other, each opening with its title and URL. */
export function buildLlmsFullTxt(twins: readonly string[]): string {
  return `${twins.map((twin) => twin.trimEnd()).join('\n\n---\n\n')}\n`;
}
