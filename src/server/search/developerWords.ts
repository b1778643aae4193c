import developerWordsFile from '@/search/developerWords.json';

/**
 * The words MUI X developers used for each English page in the subjects of the commits that changed its docs, that
 * the page lacks (decision 0031), by English path: distilled from the mui/mui-x repository by
 * scripts/search/distilDomainAssociations.ts, word and strength pairs only.
 */
export function developerWordsByPage(): Map<string, string> {
  return new Map(
    Object.entries(developerWordsFile.pages).map(([pathname, words]) => [
      pathname,
      words.map(([word]) => word).join(' '),
    ]),
  );
}
