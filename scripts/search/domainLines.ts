import { execFileSync } from 'node:child_process';

/** Which of the mirror's texts to read: commit subjects, changelog entries, test names. */
export type DomainSource = 'commits' | 'changelog' | 'tests';

/** The changelogs of every major version: `CHANGELOG.md`, `CHANGELOG.v8.md`, `changelogOld/CHANGELOG.v7.md`… */
const CHANGELOG_FILE = /^(changelogOld\/)?CHANGELOG(\.v\d+)?\.md$/;

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

/** A test's name as its `it('…')` gives it. */
const TEST_NAME = /\bit(?:\.only|\.skip)?\(\s*(['"`])([^'"`]{5,}?)\1/g;

/**
 * The short lines of developer text in a bare clone of mui/mui-x at `commit`, cleaned, each once (a changelog entry
 * repeats its pull request's commit subject): text written by MUI X developers and contributors, not the 7.21.0
 * pages this site serves.
 */
export function readDomainLines(gitDirectory: string, commit: string, sources: DomainSource[]): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', gitDirectory, ...args], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const lines: string[] = [];
  if (sources.includes('commits')) {
    lines.push(...git('log', '--format=%s', commit).split('\n'));
  }
  if (sources.includes('changelog')) {
    const files = git('ls-tree', '-r', '--name-only', commit).split('\n');
    for (const file of files.filter((name) => CHANGELOG_FILE.test(name))) {
      lines.push(
        ...git('show', `${commit}:${file}`)
          .split('\n')
          .filter((line) => /^\s*- /.test(line)),
      );
    }
  }
  if (sources.includes('tests')) {
    const testLines = git('grep', '-h', '-E', '\\bit(\\.only|\\.skip)?\\(', commit, '--', '*.test.ts', '*.test.tsx');
    for (const match of testLines.matchAll(TEST_NAME)) {
      lines.push(match[2] ?? '');
    }
  }
  return [...new Set(lines.map(cleanLine).filter((line) => line !== ''))];
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

/**
 * Each commit subject of the mirror that changed the docs of at most `maxPages` of this site's pages, cleaned, with
 * those pages: a pull request's title in its author's words, and the page it is about.
 */
export function readDomainPageLines(
  gitDirectory: string,
  commit: string,
  hasPage: (pathname: string) => boolean,
  maxPages: number,
): PageLine[] {
  const log = execFileSync(
    'git',
    ['-C', gitDirectory, 'log', '--format=@@%s', '--name-only', commit, '--', 'docs/data'],
    {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  return log
    .split('@@')
    .slice(1)
    .flatMap((entry) => {
      const [subject = '', ...files] = entry.split('\n');
      const pages = [...new Set(files.map((file) => pageOfDocsFile(file, hasPage)).filter((page) => page !== null))];
      return pages.length > 0 && pages.length <= maxPages ? [{ line: cleanLine(subject), pages }] : [];
    });
}

/** The site's product folder of each package whose tests name a feature. */
const PACKAGE_PRODUCTS: [RegExp, string][] = [
  [/^x-data-grid(-pro|-premium)?$/, 'react-data-grid'],
  [/^x-date-pickers(-pro)?$/, 'react-date-pickers'],
  [/^x-charts(-pro|-premium)?$/, 'react-charts'],
  [/^x-tree-view(-pro)?$/, 'react-tree-view'],
];

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The site page a test file is about, by the feature its name or a folder of its path names
 * (`x-data-grid-premium/src/tests/rowGrouping.DataGridPremium.test.tsx` → `/x/react-data-grid/row-grouping/`,
 * `x-date-pickers/src/DateCalendar/tests/…` → `/x/react-date-pickers/date-calendar/`), else null.
 */
export function pageOfTestFile(file: string, hasPage: (pathname: string) => boolean): string | null {
  const [, packageName = '', ...rest] = file.split('/');
  const product = PACKAGE_PRODUCTS.find(([pattern]) => pattern.test(packageName))?.[1];
  if (!product) {
    return null;
  }
  const fileName = rest.pop() ?? '';
  const names = [fileName.split('.')[0] ?? '', ...rest.reverse()];
  return (
    names
      .flatMap((name) => [kebab(name), kebab(name).replace(/^[a-z0-9]+-/, '')])
      .map((slug) => `/x/${product}/${slug}/`)
      .find(hasPage) ?? null
  );
}

/** Each test name of the mirror's packages whose file is about one of this site's pages, with that page. */
export function readTestPageLines(
  gitDirectory: string,
  commit: string,
  hasPage: (pathname: string) => boolean,
): PageLine[] {
  const found = execFileSync(
    'git',
    ['-C', gitDirectory, 'grep', '-E', '\\bit(\\.only|\\.skip)?\\(', commit, '--', '*.test.ts', '*.test.tsx'],
    { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  return found.split('\n').flatMap((hit) => {
    const [, file = '', ...text] = hit.split(':');
    const page = pageOfTestFile(file, hasPage);
    const name = [...text.join(':').matchAll(TEST_NAME)][0]?.[2];
    return page && name ? [{ line: cleanLine(name), pages: [page] }] : [];
  });
}
