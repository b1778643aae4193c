import { evaluateRelevance, type RelevanceQuery } from '../../src/search/evaluateRelevance';
import heldOutQuestions from '../../src/search/relevance/heldOutQuestions.json';
import tuningQuestions from '../../src/search/relevance/tuningQuestions.json';
import relevanceSet from '../../src/search/relevanceSet.json';
import { SearchEngine } from '../../src/search/searchEngine';
import { LEARNING_QUESTIONS } from '../../src/server/search/learningQuestions';
import { enginesLearningFrom } from './enginesLearningFrom';
import { splitIntoFolds } from './splitIntoFolds';

/**
 * Cross-validation inside the tuning half of the real readers' questions (src/search/relevance/README.md): the English
 * tuning questions are split into two folds by a fixed seed. Each fold is searched in an index that learnt readers'
 * words from everything it learns from but that fold (decision 0026), so its figure measures questions the index has not seen; a ranking
 * change is read on one fold's misses and kept only if it raises the other fold without lowering the old set.
 *
 * The learning questions are measured too, in four parts, each searched in an index that learnt from the other three:
 * most of them never tuned a weight, so they tell candidates apart where the folds (one miss left each) cannot.
 *
 * `npx tsx scripts/search/crossValidate.ts [--misses A|B|1|2|3|4] [--held-out]`
 * - `--misses A` prints fold A's misses, `--misses 2` the learning questions' second part's, `--misses A,1,2` each of
 *   those (never the held-out half's: it prints only its figure, with `--held-out`).
 */
const SEED = 3801;
/** The seeds that split the learning questions into four parts (two halvings), as on branch h2/ltr. */
const PART_SEEDS = [3802, 3803, 3804] as const;
const percent = (rate: number) => `${(rate * 100).toFixed(1).padStart(5)} %`;
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? null : (args[index + 1] ?? '');
};

async function main() {
  const tuning = tuningQuestions.queries as RelevanceQuery[];
  const tuningZh = tuning.filter((query) => query.language === 'zh');
  const [foldA, foldB] = splitIntoFolds(
    tuning.filter((query) => query.language === 'en'),
    SEED,
  );
  const learntFromAll = await enginesLearningFrom(LEARNING_QUESTIONS as RelevanceQuery[]);
  const learningWithout = (fold: RelevanceQuery[]) =>
    (LEARNING_QUESTIONS as RelevanceQuery[]).filter(
      (question) => !fold.some((other) => other.query === question.query),
    );
  const learntFromA = await enginesLearningFrom(learningWithout(foldB));
  const learntFromB = await enginesLearningFrom(learningWithout(foldA));
  const [firstHalf, secondHalf] = splitIntoFolds(LEARNING_QUESTIONS as RelevanceQuery[], PART_SEEDS[0]);
  const parts = [...splitIntoFolds(firstHalf, PART_SEEDS[1]), ...splitIntoFolds(secondHalf, PART_SEEDS[2])];
  const sets: [string, RelevanceQuery[], (language: string) => SearchEngine][] = [
    ['fold A (en), learnt from B', foldA, learntFromB],
    ['fold B (en), learnt from A', foldB, learntFromA],
    ['tuning (zh), learnt from it', tuningZh, learntFromAll],
    [
      'old set (en)',
      (relevanceSet.queries as RelevanceQuery[]).filter((query) => query.language === 'en'),
      learntFromAll,
    ],
    [
      'old set (zh)',
      (relevanceSet.queries as RelevanceQuery[]).filter((query) => query.language === 'zh'),
      learntFromAll,
    ],
  ];
  if (args.includes('--held-out')) {
    for (const language of ['en', 'zh']) {
      const heldOut = (heldOutQuestions.queries as RelevanceQuery[]).filter((query) => query.language === language);
      sets.push([`held-out (${language})`, heldOut, learntFromAll]);
    }
  }
  for (const [index, part] of parts.entries()) {
    sets.push([`learning part ${index + 1}, from the others`, part, await enginesLearningFrom(learningWithout(part))]);
  }
  const reports = sets.map(([name, queries, engineFor]) => ({
    name,
    queries,
    report: evaluateRelevance(queries, engineFor),
  }));
  const partReports = reports.filter(({ name }) => name.startsWith('learning part'));
  const partHits = partReports.reduce((sum, { queries, report }) => sum + queries.length - report.misses.length, 0);
  const partTopOne = partReports.reduce(
    (sum, { queries, report }) => sum + Math.round(report.topOneRate * queries.length),
    0,
  );
  for (const { name, queries, report } of reports) {
    const hits = queries.length - report.misses.length;
    const topThree = `top-3 ${percent(report.hitRate)}  ${hits}/${queries.length}`;
    // The held-out half gives its one figure; the others also their top-1 rate, which moves before top-3 does.
    const topOne = name.startsWith('held-out') ? '' : `  top-1 ${percent(report.topOneRate)}`;
    console.log(`${name.padEnd(32)} ${topThree}${topOne}`);
  }
  console.log(
    `${'learning questions, four parts'.padEnd(32)} top-3 ${partHits}/${LEARNING_QUESTIONS.length}  top-1 ${partTopOne}`,
  );
  const missesOf = reports.filter(({ name }) =>
    (flag('--misses') ?? '')
      .split(',')
      .some((part) => name.startsWith(`fold ${part} (en)`) || name.startsWith(`learning part ${part},`)),
  );
  for (const { queries, report } of missesOf) {
    for (const miss of report.misses) {
      const { expected, product } = queries.find((query) => query.query === miss.query) ?? { expected: [] };
      console.log(`\n${miss.query}${product ? ` [on ${product}]` : ''}\n  want ${expected.join(', ')}`);
      miss.top3.forEach((href) => console.log(`  got  ${href}`));
    }
  }
}

void main();
