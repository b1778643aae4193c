import { expect, test } from '@playwright/test';
import { FIRST_SEARCH_QUERY_BUDGET_KB, measureSearchDownloads } from '../scripts/bench/measureSearchDownloads';
import { siteDirectory } from '../scripts/siteDirectory';

// Read from the e2e build and its .next/ (scripts/test-e2e.ts builds with Next's manifests); no browser needed.
test(`the first search query downloads at most ${FIRST_SEARCH_QUERY_BUDGET_KB} KB (gzip) in English and Chinese`, () => {
  const { codeKb, perLanguage } = measureSearchDownloads(siteDirectory());
  expect(codeKb, 'the size of the search code, from .next/react-loadable-manifest.json').not.toBeNull();
  for (const row of perLanguage) {
    console.log(
      `First search query (${row.language}): ${row.firstQueryKb.toFixed(1)} KB = code ${codeKb?.toFixed(1)} KB + pages ${row.pagesKb.toFixed(1)} KB + largest excerpt file ${row.largestExcerptKb.toFixed(1)} KB`,
    );
  }
  for (const row of perLanguage) {
    expect(row.firstQueryKb, `first query (${row.language})`).toBeLessThanOrEqual(FIRST_SEARCH_QUERY_BUDGET_KB);
  }
});
