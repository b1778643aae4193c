import type { Root as HastRoot } from 'hast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Language } from '@/i18n/languages';
import type { ContentSegment, TocEntry } from '@/content/types';
import { addHeadingAnchors, type HeadingId } from './markdown/headingAnchors';
import { assertNoNestedCode } from './markdown/assertNoNestedCode';
import { highlightCodeBlocks } from './markdown/highlightCodeBlocks';
import { linkApiMentions, type ApiLinkResolver } from './markdown/linkApiMentions';
import { localizeLinks } from './markdown/localizeLinks';
import { makeTablesScrollable } from './markdown/makeTablesScrollable';
import { processImages } from './markdown/processImages';
import { remarkVisibleSnippets } from './markdown/remarkVisibleSnippets';
import { splitSegments } from './markdown/splitSegments';
import { remarkApiSection } from './remarkApiSection';
import { remarkDocsDirectives } from './remarkDocsDirectives';

export interface RenderedMarkdown {
  segments: ContentSegment[];
  toc: TocEntry[];
}

/**
 * Parses a Markdown body into the HTML tree the site renders (directives resolved, a guide page's API section
 * appended), before any page-specific pass.
 */
export async function markdownToHast(body: string, language: Language, filePath: string): Promise<HastRoot> {
  const pipeline = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkVisibleSnippets)
    .use(remarkDocsDirectives, { language, filePath })
    .use(remarkApiSection, { language, filePath })
    .use(remarkRehype);
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
  assertNoNestedCode(tree, { filePath });
  processImages(tree, { filePath });
  makeTablesScrollable(tree);
  const toc = addHeadingAnchors(tree, { language, sourceHeadings });
  // Before localizeLinks, so API links get the page language too.
  linkApiMentions(tree, { resolve: resolveApiLink });
  localizeLinks(tree, { language });
  await highlightCodeBlocks(tree, { language, resolveApiLink });
  return { segments: splitSegments(tree), toc };
}
