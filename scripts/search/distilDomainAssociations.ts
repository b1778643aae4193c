import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { tokenize } from '../../src/search/tokenize';
import { buildSearchIndex } from '../../src/server/search/buildSearchIndex';
import { associateWords } from './associateWords';
import { QUESTION_FILES } from './checkQuestionFile';
import { readDomainPageLines } from './domainLines';
import { pageOwnWords } from './pageOwnWords';
import { siteWordWeights } from './siteWordWeights';

/**
 * Distils the words MUI X developers use for each page of this site from their own text outside it: the subjects of
 * the mui/mui-x commits that changed a page's docs folder (decision 0031; src/search/relevance/README.md, "Words of
 * the MUI X developers"). A page gets the words those subjects use far more often than the others (normalised PMI
 * between the word and the page, over the subjects), that the page lacks, pruned hard. Only words and their strengths
 * are written, never a line of the source.
 *
 * Reads a bare clone (the project's mirror is /work/.mirror/mui+mui-x/repo) at a commit, `HEAD` by default:
 *
 *   npx tsx scripts/search/distilDomainAssociations.ts /work/.mirror/mui+mui-x/repo [--commit <rev>]
 *     [--rule '{"threshold":0.4}'] [--out <file>]
 *
 * The same clone, commit, rule and pages give the same file byte for byte (the file records the commit).
 */
const DEFAULT_RULE = {
  /** Least number of subjects a word (or a page) must be in. */
  minWordCount: 2,
  /** Least number of subjects a page and its word must share. */
  minPairCount: 2,
  /** Least normalised PMI of a word with a page (0 is chance, 1 is only with that page). */
  threshold: 0.3,
  /** At most this many words per page, strongest first. */
  limit: 20,
  /** A subject is attributed to pages only when its commit changed the docs of at most this many. */
  maxPages: 2,
  /** A page gets a word only while the word's weight in the whole index (`siteWordWeights`) is below this, if set. */
  maxSiteWeight: null as number | null,
};

/**
 * Words of a change's kind, not of a feature (`fix`, `bump`, `docs`): in many subjects, they associate with nothing a
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
  const output = option('--out') ?? path.join('src', 'search', 'developerWords.json');
  const commit = execFileSync('git', ['-C', gitDirectory, 'rev-parse', option('--commit') ?? 'HEAD'], {
    encoding: 'utf8',
  }).trim();

  // The site's own words only: readers' words learnt from questions (decision 0026) are left out.
  const { index, excerpts } = (await buildSearchIndex([])).pages.en;
  const weights = siteWordWeights(
    index,
    excerpts.flatMap((shard) => shard.texts),
  );
  const ownWords = pageOwnWords(index);
  const sitePages = new Set(index.pages.map(([pathname]) => pathname));
  // No question of any set may find its own pull request's title (decision 0026's rule for learnt words).
  const questionPulls = new Set(
    Object.values(QUESTION_FILES).flatMap((file) =>
      (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: { source?: string }[] }).queries.flatMap(
        ({ source }) => /github\.com\/mui\/mui-x\/pull\/(\d+)/.exec(source ?? '')?.slice(1) ?? [],
      ),
    ),
  );
  // Each subject as its pages (as words of their own) and its words.
  const subjects = readDomainPageLines(
    gitDirectory,
    commit,
    (pathname) => sitePages.has(pathname),
    rule.maxPages,
    questionPulls,
  ).map(({ line, pages }) => [...pages, ...tokenize(line).filter(isDomainWord)]);
  const associations = associateWords(
    subjects,
    (word) => sitePages.has(word),
    (word) => !sitePages.has(word) && (rule.maxSiteWeight === null || (weights.get(word) ?? 0) < rule.maxSiteWeight),
    // Room for the words a page has already, dropped below.
    { ...rule, limit: rule.limit * 3 },
  );
  const pages = Object.fromEntries(
    Object.entries(associations)
      .map(
        ([pathname, words]) =>
          [pathname, words.filter(([word]) => !ownWords.get(pathname)?.has(word)).slice(0, rule.limit)] as const,
      )
      .filter(([, words]) => words.length > 0),
  );
  const file = {
    description:
      'Words MUI X developers used for each English page in the subjects of the mui/mui-x commits that changed its docs, that the page lacks, with their normalised PMI (decision 0031). Distilled by scripts/search/distilDomainAssociations.ts; words only, never a line of the source.',
    source: { repository: 'mui/mui-x', commit, subjects: subjects.length, questionPullsLeftOut: questionPulls.size },
    rule,
    pages,
  };
  // Written as Prettier writes it, so that the committed file passes the format check as generated.
  const options = await prettier.resolveConfig(output);
  fs.writeFileSync(output, await prettier.format(JSON.stringify(file), { ...options, filepath: output }));
  const count = Object.values(pages).reduce((sum, words) => sum + words.length, 0);
  console.log(`${subjects.length} subjects → ${Object.keys(pages).length} pages, ${count} words → ${output}`);
}

void main();
