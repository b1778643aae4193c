import type { ClaimQuote } from './extractClaims';
import { locateQuote, pageTextBlocks } from './pageText';

/** The quotes of a claims file that its page (Markdown source) no longer contains, inline syntax aside. */
export function findMissingQuotes(pageMarkdown: string, quotes: ClaimQuote[]): ClaimQuote[] {
  const blocks = pageTextBlocks(pageMarkdown);
  return quotes.filter((quote) => locateQuote(blocks, quote.sentence) === null);
}
