import { sourceLine } from '../docsAnswer';
import type { DocsData } from '../loadDocsData';
import { findPage } from './findPage';

/** A page's Markdown twin (demos' TypeScript inline), in the language of the path: `/zh/x/…` gives the Chinese one. */
export function getPage(data: DocsData, input: { path: string }): string {
  const { page, language } = findPage(data, input.path, 'get_page');
  return `${sourceLine(data.manifest, data.url(page.pathname, language))}\n\n${data.readTwin(page.pathname, language)}`;
}
