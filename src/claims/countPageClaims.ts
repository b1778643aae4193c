import type { ClaimQuote } from './extractClaims';
import { locateQuote, pageTextBlocks, splitSentences } from './pageText';

/** Words that mark a sentence as a likely behavioural claim when no test or record quotes it. */
export const QUALIFIER = /\b(?:only|never|always|every|all|default|fires|ignored|unless|press|click)\b/i;

export interface PageClaimCount {
  /** Sentences quoted by a test, plus those listed untestable, plus unquoted sentences with a qualifier word. */
  behavioural: number;
  tested: number;
  untestable: number;
  /** The unquoted sentences with a qualifier word: the first place to look for a claim nobody checked. */
  unchecked: string[];
}

/**
 * Counts a page's behavioural sentences (headings are titles, not sentences). A quote marks every sentence it overlaps
 * (a quote may be part of a sentence or span two); a sentence both tested and listed untestable counts as tested.
 */
export function countPageClaims(pageMarkdown: string, quotes: ClaimQuote[]): PageClaimCount {
  const blocks = pageTextBlocks(pageMarkdown, { headings: false });
  const sentences = blocks.flatMap((block, blockIndex) =>
    splitSentences(block).map((sentence) => ({
      ...sentence,
      block: blockIndex,
      end: sentence.start + sentence.text.length,
      status: 'plain' as 'plain' | 'tested' | 'untestable',
    })),
  );
  for (const quote of quotes) {
    const place = locateQuote(blocks, quote.sentence);
    if (!place) continue;
    for (const sentence of sentences) {
      const overlaps = sentence.block === place.block && sentence.start < place.end && place.start < sentence.end;
      if (!overlaps) continue;
      if (quote.kind === 'claim') sentence.status = 'tested';
      else if (sentence.status === 'plain') sentence.status = 'untestable';
    }
  }
  const tested = sentences.filter((sentence) => sentence.status === 'tested').length;
  const untestable = sentences.filter((sentence) => sentence.status === 'untestable').length;
  const unchecked = sentences
    .filter((sentence) => sentence.status === 'plain' && QUALIFIER.test(sentence.text))
    .map((sentence) => sentence.text);
  return { behavioural: tested + untestable + unchecked.length, tested, untestable, unchecked };
}

/** Share of behavioural sentences with a test, in whole percent; a page with none is fully tested. */
export function testedPercent(count: Pick<PageClaimCount, 'behavioural' | 'tested'>): number {
  return count.behavioural === 0 ? 100 : Math.floor((count.tested * 100) / count.behavioural);
}

/** Adds page counts up (per product, or overall). */
export function sumClaimCounts(counts: PageClaimCount[]): Omit<PageClaimCount, 'unchecked'> {
  return counts.reduce(
    (total, count) => ({
      behavioural: total.behavioural + count.behavioural,
      tested: total.tested + count.tested,
      untestable: total.untestable + count.untestable,
    }),
    { behavioural: 0, tested: 0, untestable: 0 },
  );
}
