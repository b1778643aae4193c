import type { Language } from '@/i18n/languages';
import { getProductFromPath, PRODUCT_SLUGS } from '@/routing/products';
import { isCjkTerm } from '@/search/tokenize';
import { getMarkdownTwinPath } from '@/routing/markdownTwin';
import type { SearchHit } from '@/search/searchEngine';
import type { ProductOption } from '../docsManifest';
import { sourceLine, ToolInputError } from '../docsAnswer';
import type { DocsData } from '../loadDocsData';

export interface SearchDocsInput {
  query: string;
  product?: ProductOption;
  language?: Language;
  limit?: number;
}

/** Excerpts are cut to this many characters: enough to judge a result, short enough to list ten. */
const EXCERPT_LENGTH = 240;

function productOf(hit: SearchHit): ProductOption | null {
  const id = getProductFromPath(hit.href);
  return id ? PRODUCT_SLUGS[id] : null;
}

function describeHit(hit: SearchHit, data: DocsData, language: Language, rank: number): string {
  const url = `${data.manifest.siteUrl}${hit.href}`;
  const title = hit.heading ? `${hit.pageTitle} › ${hit.heading}` : hit.pageTitle;
  const lines = [`${rank}. ${title}`, `   URL: ${url}`];
  if (hit.apiRow) {
    const alsoOn = hit.apiRow.alsoOn.length > 0 ? `, also on ${hit.apiRow.alsoOn.join(', ')}` : '';
    lines.push(`   API ${hit.apiRow.kind} of ${hit.pageTitle}${alsoOn}`);
  } else if (hit.kind === 'apiPage') {
    lines.push(`   API reference page (get_api "${hit.pageTitle}")`);
  }
  lines.push(`   Markdown: ${data.manifest.siteUrl}${getMarkdownTwinPath(hit.href)}`);
  if (hit.section !== null) {
    const text = data.excerpt(language, hit.section).replace(/\s+/g, ' ').trim();
    if (text) {
      lines.push(`   ${text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text}`);
    }
  }
  return lines.join('\n');
}

/** Searches the docs with the site's own engine and ranking; results keep their order, filtered by product. */
export function searchDocs(data: DocsData, input: SearchDocsInput): string {
  const query = input.query.trim();
  if (!query) {
    throw new ToolInputError(
      'search_docs needs a query: a few words or an API name, such as "row grouping" or "processRowUpdate".',
    );
  }
  const language: Language = input.language ?? ([...query].some(isCjkTerm) ? 'zh' : 'en');
  const limit = input.limit ?? 8;
  const all = data.engine(language).search(query, input.product ? 500 : limit);
  const hits = (input.product ? all.filter((hit) => productOf(hit) === input.product) : all).slice(0, limit);
  const scope = input.product ? ` in ${input.product}` : '';
  const header = sourceLine(data.manifest, `${data.manifest.siteUrl}${language === 'zh' ? '/zh' : ''}/x/`);
  if (hits.length === 0) {
    return `${header}\n\nNo results for "${query}"${scope}. Try other words, an API name, or list_pages to browse.`;
  }
  const results = hits.map((hit, index) => describeHit(hit, data, language, index + 1));
  return `${header}\n\nResults for "${query}"${scope}, best first (the site's search ranking):\n\n${results.join('\n\n')}\n\nRead a page with get_page (its URL), an API with get_api (its name).`;
}
