import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { tokenize } from '../../src/search/tokenize';
import { buildSearchIndex } from '../../src/server/search/buildSearchIndex';
import { pageOfDocsFile } from './domainLines';
import { officialDocsText } from './officialDocsText';
import { pageOwnWords } from './pageOwnWords';

/**
 * Distils, for each page of this site, the words the official MUI X docs of the same version use on the same page
 * that this site's page lacks: the docs' own vocabulary for the feature ("CRUD" for Editing), which readers who learnt
 * from those docs type. Words are ranked by tf-idf over the official pages (headings count `HEADING_WEIGHT` times),
 * at most `limit` a page. Only words and their weights are written, never a sentence of the source.
 *
 *   npx tsx scripts/search/distilOfficialDocsWords.ts /work/.mirror/mui+mui-x/repo [--commit v7.21.0]
 *     [--rule '{"limit":20}'] [--out <file>]
 */
const DEFAULT_RULE = {
  /** At most this many words a page, highest tf-idf first. */
  limit: 15,
  /** Least times (headings weighted) a word must be on the official page. */
  minCount: 2,
  /** A heading's word counts this many times a prose word. */
  headingWeight: 1,
  /** A word on more than this share of the official pages says nothing about one of them. */
  maxPageShare: 0.05,
};

const args = process.argv.slice(3);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const git = (gitDirectory: string, ...rest: string[]) =>
  execFileSync('git', ['-C', gitDirectory, ...rest], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** A word worth giving a page: letters, more than two of them, not a number or an identifier fragment. */
const isWord = (word: string) => /^\p{L}[\p{L}-]{2,}$/u.test(word);

async function main() {
  const gitDirectory = process.argv[2];
  if (!gitDirectory || !fs.existsSync(gitDirectory)) {
    throw new Error(`Give the path of a bare clone of mui/mui-x; got ${gitDirectory ?? 'nothing'}.`);
  }
  const rule = { ...DEFAULT_RULE, ...(JSON.parse(option('--rule') ?? '{}') as Partial<typeof DEFAULT_RULE>) };
  const output = option('--out') ?? path.join('src', 'search', 'officialDocsWords.json');
  const commit = git(gitDirectory, 'rev-parse', `${option('--commit') ?? 'v7.21.0'}^{commit}`).trim();

  const { index } = (await buildSearchIndex([])).pages.en;
  const ownWords = pageOwnWords(index);
  const sitePages = new Set(index.pages.map(([pathname]) => pathname));
  const counts = new Map<string, Map<string, number>>();
  for (const file of git(gitDirectory, 'ls-tree', '-r', '--name-only', commit, 'docs/data').split('\n')) {
    const page = file.endsWith('.md') ? pageOfDocsFile(file, (pathname) => sitePages.has(pathname)) : null;
    if (!page) {
      continue;
    }
    const { headings, prose } = officialDocsText(git(gitDirectory, 'show', `${commit}:${file}`));
    const pageCounts = counts.get(page) ?? new Map<string, number>();
    counts.set(page, pageCounts);
    const add = (text: string, weight: number) =>
      tokenize(text)
        .filter(isWord)
        .forEach((word) => pageCounts.set(word, (pageCounts.get(word) ?? 0) + weight));
    add(headings, rule.headingWeight);
    add(prose, 1);
  }
  const documentFrequency = new Map<string, number>();
  for (const pageCounts of counts.values()) {
    pageCounts.forEach((_, word) => documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1));
  }
  const pageCount = counts.size;
  const pages = Object.fromEntries(
    [...counts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([pathname, pageCounts]) => {
        const own = ownWords.get(pathname) ?? new Set<string>();
        const words = [...pageCounts]
          .filter(
            ([word, count]) =>
              count >= rule.minCount &&
              !own.has(word) &&
              (documentFrequency.get(word) ?? 0) <= rule.maxPageShare * pageCount,
          )
          .map(([word, count]): [string, number] => [
            word,
            Math.round(count * Math.log(pageCount / (documentFrequency.get(word) ?? 1)) * 100) / 100,
          ])
          .filter(([, weight]) => weight > 0)
          .sort(([a, weightA], [b, weightB]) => weightB - weightA || (a < b ? -1 : 1))
          .slice(0, rule.limit);
        return [pathname, words] as const;
      })
      .filter(([, words]) => words.length > 0),
  );
  const file = {
    description:
      "Words the official MUI X docs use on each page that this site's page lacks, with their tf-idf over the official pages. Distilled by scripts/search/distilOfficialDocsWords.ts; words only, never a sentence of the source.",
    source: { repository: 'mui/mui-x', commit, pages: pageCount },
    rule,
    pages,
  };
  const options = await prettier.resolveConfig(output);
  fs.writeFileSync(output, await prettier.format(JSON.stringify(file), { ...options, filepath: output }));
  const count = Object.values(pages).reduce((sum, words) => sum + words.length, 0);
  console.log(`${pageCount} official pages → ${Object.keys(pages).length} site pages, ${count} words → ${output}`);
}

void main();
