import officialDocsWordsFile from '@/search/officialDocsWords.json';

/**
 * The words the official MUI X docs of 7.21.0 use on each page that this site's page lacks (its vocabulary for the
 * feature, "crud" for Editing), by English path: distilled from the mui/mui-x repository by
 * scripts/search/distilOfficialDocsWords.ts, word and weight pairs only.
 */
export function officialDocsWordsByPage(): Map<string, string> {
  return new Map(
    Object.entries(officialDocsWordsFile.pages).map(([pathname, words]) => [
      pathname,
      words.map(([word]) => word).join(' '),
    ]),
  );
}
