import { readHtmlPages, writeChangedPages } from '../exportFiles';
import type { BuildContext } from '../buildStep';
import { collectInlineScriptHashes } from '../inlineScriptHashes';
import { transformPages } from '../transformPages';
import { HTML_TRANSFORMS } from '../transforms/htmlTransforms';

/**
 * Reads every exported page once, runs the HTML transforms (each checked by its post-condition), collects the inline
 * script hashes of the result and writes each changed page once. The pages stay in the context for the link check.
 */
export function rewritePages(context: BuildContext): string {
  const read = readHtmlPages(context.outDir);
  const pages = transformPages(read, HTML_TRANSFORMS);
  context.scriptHashes = collectInlineScriptHashes(pages);
  context.pages = pages;
  const written = writeChangedPages(context.outDir, pages, read);
  const megabytes = (read.reduce((sum, page) => sum + page.html.length, 0) / 1024 / 1024).toFixed(1);
  return `${read.length} pages (${megabytes} MB) read, ${written} rewritten (${HTML_TRANSFORMS.map((transform) => transform.name).join(', ')}), ${context.scriptHashes.length} inline script hash(es)`;
}
