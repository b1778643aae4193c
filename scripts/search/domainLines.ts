import { execFileSync } from 'node:child_process';

/**
 * One line as the developers wrote it, without what names no feature: the scope tags (`[DataGrid]`), the pull
 * request number and the author (`(#12345) @someone`), a leading `- `.
 */
export function cleanLine(line: string): string {
  return line
    .replace(/^\s*[-*]\s+/, '')
    .replace(/^(\s*\[[^\]]*\])+/, '')
    .replace(/\(#\d+\)/g, '')
    .replace(/(^|\s)@[\w-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A commit subject and the site pages whose docs folder it changed. */
export interface PageLine {
  line: string;
  pages: string[];
}

/**
 * The site page a file of the repository's `docs/data/` belongs to, by its folder: `docs/data/charts/lines/Demo.tsx`
 * → `/x/react-charts/lines/` when `hasPage` knows that page (`react-<product>/…` or `<folder>/…`), else null.
 */
export function pageOfDocsFile(file: string, hasPage: (pathname: string) => boolean): string | null {
  const match = /^docs\/data\/([^/]+)\/(.+)\/[^/]+$/.exec(file);
  if (!match) {
    return null;
  }
  const [, product, rest] = match;
  return [`/x/react-${product}/${rest}/`, `/x/${product}/${rest}/`].find(hasPage) ?? null;
}

/** The pull requests a line names: `Fix the header (#12345)` → `['12345']`. */
export function pullRequestsOf(line: string): string[] {
  return [...line.matchAll(/\(#(\d+)\)/g)].map((match) => match[1]!);
}

/**
 * Each commit subject of the mirror that changed the docs of at most `maxPages` of this site's pages, cleaned, with
 * those pages: a pull request's title in its author's words, and the page it is about. A commit of a pull request in
 * `excludedPulls` is left out: a question whose source is that pull request would find its own title.
 */
export function readDomainPageLines(
  gitDirectory: string,
  commit: string,
  hasPage: (pathname: string) => boolean,
  maxPages: number,
  excludedPulls: ReadonlySet<string> = new Set(),
): PageLine[] {
  // Each commit as a NUL, its subject, then the files it changed, one a line.
  const log = execFileSync(
    'git',
    ['-C', gitDirectory, 'log', '--format=%x00%s', '--name-only', commit, '--', 'docs/data'],
    {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  return log
    .split('\0')
    .slice(1)
    .flatMap((entry) => {
      const [subject = '', ...files] = entry.split('\n');
      if (pullRequestsOf(subject).some((pull) => excludedPulls.has(pull))) {
        return [];
      }
      const pages = [...new Set(files.map((file) => pageOfDocsFile(file, hasPage)).filter((page) => page !== null))];
      return pages.length > 0 && pages.length <= maxPages ? [{ line: cleanLine(subject), pages }] : [];
    });
}
