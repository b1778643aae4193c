import { evaluateRelevance, type RelevanceQuery } from '../../src/search/evaluateRelevance';
import tuningQuestions from '../../src/search/relevance/tuningQuestions.json';
import relevanceSet from '../../src/search/relevanceSet.json';
import { FIELD_BOOSTS, SIGNALS } from '../../src/search/searchEngine';
import { LEARNING_QUESTIONS } from '../../src/server/search/learningQuestions';
import { enginesLearningFrom, type Engines } from './enginesLearningFrom';
import { splitIntoFolds } from './splitIntoFolds';

/**
 * Measures ranking weights on the sets `crossValidate.ts` reads (the tuning half's two folds, the Chinese tuning
 * half, the old set, the learning questions in four parts), building each index once and changing one weight at a
 * time: a field's boost (`field.title`) or a signal (`signal.prose`). Never reads the held-out or fresh sets.
 *
 *   npx tsx scripts/search/sweepRanking.ts '{"field.title":[3,5],"signal.prose":[0.05,0.2]}'
 *
 * Prints one line a value: each set's top-3 hits, top-1 in brackets; the first line is the weights as they are. A
 * field's boost of 0 counts as 1 in MiniSearch: to measure a field's absence, build the index without it.
 */
/** The sets, each with the engines that did not learn its own questions (as in crossValidate.ts). */
async function measuredSets(): Promise<[string, RelevanceQuery[], Engines][]> {
  const tuning = tuningQuestions.queries as RelevanceQuery[];
  const oldSet = relevanceSet.queries as RelevanceQuery[];
  const learning = LEARNING_QUESTIONS as RelevanceQuery[];
  const without = (part: RelevanceQuery[]) =>
    learning.filter((question) => !part.some((other) => other.query === question.query));
  const [foldA, foldB] = splitIntoFolds(
    tuning.filter((query) => query.language === 'en'),
    3801,
  );
  const [firstHalf, secondHalf] = splitIntoFolds(learning, 3802);
  const parts = [...splitIntoFolds(firstHalf, 3803), ...splitIntoFolds(secondHalf, 3804)];
  const learntFromAll = await enginesLearningFrom(learning);
  const sets: [string, RelevanceQuery[], Engines][] = [
    ['fold A', foldA, await enginesLearningFrom(without(foldA))],
    ['fold B', foldB, await enginesLearningFrom(without(foldB))],
    ['tuning zh', tuning.filter((query) => query.language === 'zh'), learntFromAll],
    ['old en', oldSet.filter((query) => query.language === 'en'), learntFromAll],
    ['old zh', oldSet.filter((query) => query.language === 'zh'), learntFromAll],
  ];
  for (const part of parts) {
    sets.push(['learning', part, await enginesLearningFrom(without(part))]);
  }
  return sets;
}

/** Top-3 and top-1 hits per set name (the learning parts summed). */
function measure(sets: [string, RelevanceQuery[], Engines][]): string {
  const totals = new Map<string, [number, number]>();
  for (const [name, queries, engines] of sets) {
    const report = evaluateRelevance(queries, engines);
    const [topThree, topOne] = totals.get(name) ?? [0, 0];
    totals.set(name, [
      topThree + queries.length - report.misses.length,
      topOne + Math.round(report.topOneRate * queries.length),
    ]);
  }
  return [...totals].map(([name, [topThree, topOne]]) => `${name} ${topThree} (${topOne})`).join('  ');
}

async function main() {
  const sets = await measuredSets();
  console.log('as they are'.padEnd(24), measure(sets));
  const grid = JSON.parse(process.argv[2] ?? '{}') as Record<string, number[]>;
  for (const [key, values] of Object.entries(grid)) {
    const [scope, name = ''] = key.split('.');
    const weights: Record<string, number> = scope === 'field' ? FIELD_BOOSTS : SIGNALS;
    if (!(name in weights)) {
      throw new Error(`No weight ${key}: use field.<${Object.keys(FIELD_BOOSTS).join('|')}> or signal.<name>.`);
    }
    const original = weights[name] as number;
    for (const value of values) {
      weights[name] = value;
      console.log(`${key}=${value}`.padEnd(24), measure(sets));
    }
    weights[name] = original;
  }
}

void main();
