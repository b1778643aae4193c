import { writeBrotliSiblings } from '../brotliSiblings';
import type { BuildContext } from '../buildStep';
import { listHtmlFiles } from '../exportFiles';

/** Last of the steps that write pages: a Brotli copy of each, which the site's server sends (scripts/siteServer/). */
export async function precompressPages({ outDir }: BuildContext): Promise<string> {
  const pages = listHtmlFiles(outDir);
  const { raw, compressed } = await writeBrotliSiblings(pages);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${pages.length} pages, ${mb(raw)} → ${mb(compressed)} of Brotli at quality 11, beside each page`;
}
