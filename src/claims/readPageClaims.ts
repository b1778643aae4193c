import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_ROOT, listContentPathnames, toRepositoryPath } from '@/server/content/contentFiles';
import { extractClaims, type ClaimQuote } from './extractClaims';
import { findMissingQuotes } from './findMissingQuotes';

/** The claims file beside a page: `content/pages/<path>/claims.test.tsx`. */
export const CLAIMS_FILE_NAME = 'claims.test.tsx';

export interface PageClaims {
  pathname: string;
  pageFile: string;
  /** Null when the page has no claims file yet. */
  claimsFile: string | null;
  markdown: string;
  quotes: ClaimQuote[];
}

/** Reads a page's English Markdown and the quotes of the claims file beside it. */
export function readPageClaims(pageFile: string, pathname: string): PageClaims {
  const claimsPath = path.join(path.dirname(pageFile), CLAIMS_FILE_NAME);
  const claimsFile = fs.existsSync(claimsPath) ? claimsPath : null;
  return {
    pathname,
    pageFile,
    claimsFile,
    markdown: fs.readFileSync(pageFile, 'utf8'),
    quotes: claimsFile ? extractClaims(fs.readFileSync(claimsFile, 'utf8'), claimsFile) : [],
  };
}

/** Every guide page with its claims, in path order. */
export function readAllPageClaims(root: string = CONTENT_ROOT): PageClaims[] {
  return listContentPathnames(root).map((pathname) =>
    readPageClaims(path.join(root, pathname.replace(/^\/x\//, ''), 'index.md'), pathname),
  );
}

/** One message per quote its page no longer contains, naming the claims file, the quote and the page. */
export function describeMissingQuotes({ claimsFile, pageFile, markdown, quotes }: PageClaims): string[] {
  if (!claimsFile) return [];
  return findMissingQuotes(markdown, quotes).map(
    (quote) =>
      `${toRepositoryPath(claimsFile)}: "${quote.sentence}" is not in ${toRepositoryPath(pageFile)} ` +
      '(quote what the page says now, and check that the test still backs it)',
  );
}
