import fs from 'node:fs';
import { evaluateRelevance, type RelevanceQuery } from '../../src/search/evaluateRelevance';
import heldOutQuestions from '../../src/search/relevance/heldOutQuestions.json';
import tuningQuestions from '../../src/search/relevance/tuningQuestions.json';
import relevanceSet from '../../src/search/relevanceSet.json';
import { SearchEngine } from '../../src/search/searchEngine';
import { buildSearchIndex, type SearchIndexFiles } from '../../src/server/search/buildSearchIndex';
import { splitIntoFolds } from './splitIntoFolds';

/**
 * Cross-validation inside the tuning half of the real readers' questions (src/search/relevance/README.md): the English
 * tuning questions are split into two folds by a fixed seed; a ranking change is read on one fold's misses and kept
 * only if it raises the other fold, which was not read, without lowering the old set.
 *
 * `npx tsx scripts/search/crossValidate.ts [--misses A|B] [--held-out] [--cache FILE]`
 * - `--misses A` prints fold A's misses (never the held-out half's: it prints only its figure, with `--held-out`).
 * - `--cache FILE` reuses an index built earlier into FILE (built and written when FILE is missing), for changes to
 *   the engine alone; leave it out after changing how the index is built.
 */
const SEED = 3801;
const percent = (rate: number) => `${(rate * 100).toFixed(1).padStart(5)} %`;
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? null : (args[index + 1] ?? '');
};

async function loadIndex(): Promise<SearchIndexFiles> {
  const cache = flag('--cache');
  if (cache && fs.existsSync(cache)) {
    return JSON.parse(fs.readFileSync(cache, 'utf8')) as SearchIndexFiles;
  }
  const files = await buildSearchIndex();
  if (cache) {
    fs.writeFileSync(cache, JSON.stringify(files));
  }
  return files;
}

async function main() {
  const files = await loadIndex();
  const engines = new Map<string, SearchEngine>();
  for (const language of ['en', 'zh'] as const) {
    const { index, excerpts } = files.pages[language];
    const engine = new SearchEngine(index);
    engine.addApi(files.api);
    await engine.addProse(excerpts.flatMap((shard) => shard.texts));
    engines.set(language, engine);
  }
  const engineFor = (language: string) => engines.get(language) as SearchEngine;
  const tuning = tuningQuestions.queries as RelevanceQuery[];
  const [foldA, foldB] = splitIntoFolds(
    tuning.filter((query) => query.language === 'en'),
    SEED,
  );
  const sets: Record<string, RelevanceQuery[]> = {
    'fold A (en)': foldA,
    'fold B (en)': foldB,
    'tuning (zh)': tuning.filter((query) => query.language === 'zh'),
    'old set (en)': (relevanceSet.queries as RelevanceQuery[]).filter((query) => query.language === 'en'),
    'old set (zh)': (relevanceSet.queries as RelevanceQuery[]).filter((query) => query.language === 'zh'),
  };
  if (args.includes('--held-out')) {
    for (const language of ['en', 'zh']) {
      sets[`held-out (${language})`] = (heldOutQuestions.queries as RelevanceQuery[]).filter(
        (query) => query.language === language,
      );
    }
  }
  const reports = Object.entries(sets).map(([name, queries]) => ({
    name,
    queries,
    report: evaluateRelevance(queries, engineFor),
  }));
  for (const { name, queries, report } of reports) {
    const hits = queries.length - report.misses.length;
    const topThree = `top-3 ${percent(report.hitRate)}  ${hits}/${queries.length}`;
    // The held-out half gives its one figure; the others also their top-1 rate, which moves before top-3 does.
    const topOne = name.startsWith('held-out') ? '' : `  top-1 ${percent(report.topOneRate)}`;
    console.log(`${name.padEnd(32)} ${topThree}${topOne}`);
  }
  const missesOf = reports.find(({ name }) => name === `fold ${flag('--misses')} (en)`);
  if (missesOf) {
    const { queries, report } = missesOf;
    for (const miss of report.misses) {
      const { expected, product } = queries.find((query) => query.query === miss.query) ?? { expected: [] };
      console.log(`\n${miss.query}${product ? ` [on ${product}]` : ''}\n  want ${expected.join(', ')}`);
      miss.top3.forEach((href) => console.log(`  got  ${href}`));
    }
  }
}

void main();
