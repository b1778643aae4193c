import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tokenize } from '../../src/search/tokenize';
import { buildSearchIndex } from '../../src/server/search/buildSearchIndex';
import { associateWords, type AssociationRule } from './associateWords';
import { readDomainLines, readDomainPageLines, readTestPageLines, type DomainSource } from './domainLines';
import { pageOwnWords } from './pageOwnWords';
import { siteWordWeights } from './siteWordWeights';

/**
 * Distils word associations from the MUI X domain's own developer text, outside this site: commit subjects,
 * changelog entries and test names of the mui/mui-x repository (src/search/relevance/README.md, "Words of the MUI X
 * developers"). For each word readers may type, the words of the English index with real weight that share its lines
 * far more often than chance (normalised PMI), pruned hard. Only word pairs and their strengths are written, never a
 * line of the source.
 *
 * Reads a bare clone (the project's mirror is /work/.mirror/mui+mui-x/repo) at a commit, `HEAD` by default:
 *
 *   npx tsx scripts/search/distilDomainAssociations.ts <git directory> [--commit <rev>] [--sources commits,changelog]
 *     [--rule '{"threshold":0.4}'] [--out <file>]
 *
 * The same clone, commit, rule and pages give the same file byte for byte (the file records the commit).
 */
const DEFAULT_RULE = {
  minWordCount: 3,
  minPairCount: 3,
  threshold: 0.4,
  limit: 3,
  /**
   * A reader's word is a key only while its own weight in the index (`siteWordWeights`) is below this: a word the
   * site already writes in a title, heading, description or code span finds its pages by itself.
   */
  keyBelowSiteWeight: 1,
  /** Least weight a site word needs to be a value: a heading, a title or ten prose mentions. */
  siteWeight: 1,
  /**
   * `names`: values only API names the pages write in code (`processRowUpdate`), which developers' lines pair with
   * their own words for them; `site`: any site word with the weight above.
   */
  values: 'site' as 'site' | 'names',
  /** A commit subject is attributed to pages only when it changed the docs of at most this many. */
  maxPages: 2,
  /** A page gets only the words it does not have already (`pageOwnWords`): the others find it by themselves. */
  pageLacks: true,
  /** A page gets a word only while the word's weight in the whole index is below this (the site's rare words). */
  pageWordBelowSiteWeight: Infinity,
  /** The same pruning for a page's words, where it differs. */
  pageRule: { minWordCount: 2, minPairCount: 2, threshold: 0.3, limit: 20 } as Partial<AssociationRule>,
};
const DEFAULT_SOURCES: DomainSource[] = ['commits', 'changelog'];

/**
 * Words of a change's kind, not of a feature (`fix`, `bump`): in nearly every line, they associate with nothing a
 * reader looks for.
 */
const CHANGE_WORDS = new Set(
  `fix add remove update bump improve refactor ensure avoid prevent correct handle new minor small typo internal clean
  cleanup simplify revert release use make move rename deprecate replace support allow should shouldn not test
  doc docs documentation clarify example demo section page explain mention wording link usage guide`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word worth associating: letters, and not a change's kind. */
const isDomainWord = (word: string) => /\p{L}/u.test(word) && !CHANGE_WORDS.has(word);

const args = process.argv.slice(3);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

async function main() {
  const gitDirectory = process.argv[2];
  if (!gitDirectory || !fs.existsSync(gitDirectory)) {
    throw new Error(`Give the path of a bare clone of mui/mui-x; got ${gitDirectory ?? 'nothing'}.`);
  }
  const rule = { ...DEFAULT_RULE, ...(JSON.parse(option('--rule') ?? '{}') as Partial<typeof DEFAULT_RULE>) };
  const sources = (option('--sources')?.split(',') ?? DEFAULT_SOURCES) as DomainSource[];
  const output = option('--out') ?? path.join('src', 'search', 'meaning', 'domainAssociations.json');
  const commit = execFileSync('git', ['-C', gitDirectory, 'rev-parse', option('--commit') ?? 'HEAD'], {
    encoding: 'utf8',
  }).trim();

  const lines = readDomainLines(gitDirectory, commit, sources).map((line) => tokenize(line).filter(isDomainWord));
  // The site's own words only: readers' words learnt from questions (decision 0026) are left out.
  const { pages } = await buildSearchIndex([]);
  const { index, excerpts } = pages.en;
  const weights = siteWordWeights(
    index,
    excerpts.flatMap((shard) => shard.texts),
  );
  const apiNames = new Set(
    index.sections.flatMap(([, , , keywords]) =>
      keywords
        .split(' ')
        .filter((span) => /[a-z][A-Z]/.test(span))
        .flatMap((span) => tokenize(span)),
    ),
  );
  const associations = associateWords(
    lines,
    (word) => (weights.get(word) ?? 0) < rule.keyBelowSiteWeight,
    (word) => (weights.get(word) ?? 0) >= rule.siteWeight && (rule.values === 'site' || apiNames.has(word)),
    rule,
  );
  // Document expansion: each page, as a word of the subjects of the commits that changed its docs, and the words
  // those subjects use far more often than the others.
  const sitePages = new Set(index.pages.map(([pathname]) => pathname));
  const hasPage = (pathname: string) => sitePages.has(pathname);
  const pageLines = [
    ...readDomainPageLines(gitDirectory, commit, hasPage, rule.maxPages),
    ...(sources.includes('tests') ? readTestPageLines(gitDirectory, commit, hasPage) : []),
  ].map(({ line, pages: linePages }) => [...linePages, ...tokenize(line).filter(isDomainWord)]);
  const pageRule = { ...rule, ...rule.pageRule };
  const ownWords = pageOwnWords(index);
  const pageWords = Object.fromEntries(
    Object.entries(
      associateWords(
        pageLines,
        (word) => sitePages.has(word),
        (word) => !sitePages.has(word),
        // Room for the words a page has already, dropped below when `pageLacks`.
        { ...pageRule, limit: pageRule.limit * 3 },
      ),
    )
      .map(([pathname, words]) => [
        pathname,
        words
          .filter(([word]) => !rule.pageLacks || !ownWords.get(pathname)?.has(word))
          .filter(([word]) => (weights.get(word) ?? 0) < rule.pageWordBelowSiteWeight)
          .slice(0, pageRule.limit),
      ])
      .filter(([, words]) => words.length > 0),
  );
  const file = {
    description:
      'Words readers may type → words of the English index that MUI X developers write beside them (changelog entries, commit subjects, test names of mui/mui-x), with their normalised PMI. Distilled by scripts/search/distilDomainAssociations.ts; word pairs only.',
    source: { repository: 'mui/mui-x', commit, sources, lines: lines.length },
    rule,
    associations,
    pageWords,
  };
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify(file, null, 1)}\n`);
  const pairs = Object.values(associations).reduce((sum, values) => sum + values.length, 0);
  const pageWordCount = Object.values(pageWords).reduce((sum, values) => sum + values.length, 0);
  console.log(
    `${lines.length} lines → ${Object.keys(associations).length} words, ${pairs} pairs; ${pageLines.length} commits → ${Object.keys(pageWords).length} pages, ${pageWordCount} words → ${output}`,
  );
}

void main();
