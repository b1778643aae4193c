import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateRelevance, type RelevanceQuery } from './evaluateRelevance';
import { buildSearchIndex, type SearchIndexFiles } from '../server/search/buildSearchIndex';
import { LEARNING_QUESTIONS } from '../server/search/learningQuestions';
import { findLearningRejections } from './findLearningRejections';
import freshHeldOutQuestions from './relevance/freshHeldOutQuestions.json';
import heldOutQuestions from './relevance/heldOutQuestions.json';
import tuningQuestions from './relevance/tuningQuestions.json';
import relevanceSet from './relevanceSet.json';
import { SearchEngine } from './searchEngine';

/** Issue 38's target for the held-out half of the real readers' questions, in each language. */
const HELD_OUT_TARGET = 0.95;
/**
 * What the ranking reaches on each set today, per language, asserted so that it cannot fall back; raise them as the
 * ranking improves (never tune on the held-out misses: src/search/relevance/README.md). The index learns readers'
 * words from the tuning half (decision 0026), so that half's figure says what was learnt, not what generalises: the
 * cross-validation script (scripts/search/crossValidate.ts) measures that inside it.
 */
const FLOORS = {
  'old set': { en: 1, zh: 1 },
  'tuning half': { en: 0.99, zh: 0.96 },
  'held-out half': { en: 0.929, zh: 1 },
  'fresh held-out': { en: 0.786, zh: 0.763 },
};

const LANGUAGES = ['en', 'zh'] as const;

let files: SearchIndexFiles;
// Each language's engine as a reader's is from their second query on: pages, API reference and sections' prose.
const engines = new Map<string, SearchEngine>();
function engineFor(language: string): SearchEngine {
  const engine = engines.get(language);
  if (!engine) {
    throw new Error(`No ${language} engine: beforeAll builds one per language.`);
  }
  return engine;
}

const SETS = {
  'old set': relevanceSet.queries as RelevanceQuery[],
  'tuning half': tuningQuestions.queries as RelevanceQuery[],
  'held-out half': heldOutQuestions.queries as RelevanceQuery[],
  // Gathered after the ranking was tuned, by someone who never ran the search on it (README: "Fresh held-out set"):
  // the clean measure of what unseen readers meet, since the held-out half's figure was printed while tuning.
  'fresh held-out': freshHeldOutQuestions.queries as RelevanceQuery[],
};
/** The sets issue 37's Chinese figure was set on (the fresh set came later and is judged on its own). */
const ISSUE_37_SETS = [SETS['old set'], SETS['tuning half'], SETS['held-out half']];

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Top-3 hit rate of one set in one language. */
function hitRate(queries: RelevanceQuery[], language: string) {
  const subset = queries.filter((query) => query.language === language);
  return { count: subset.length, report: evaluateRelevance(subset, engineFor) };
}

beforeAll(async () => {
  files = await buildSearchIndex();
  for (const language of LANGUAGES) {
    const { index, excerpts } = files.pages[language];
    const engine = new SearchEngine(index);
    engine.addApi(files.api);
    await engine.addProse(excerpts.flatMap((shard) => shard.texts));
    engines.set(language, engine);
  }
  const lines: string[] = [];
  for (const language of LANGUAGES) {
    for (const [name, queries] of Object.entries(SETS)) {
      const { count, report } = hitRate(queries, language);
      lines.push(
        `${language} ${(name === 'tuning half' ? 'tuning (learnt)' : name).padEnd(15)} top-3 ${percent(report.hitRate).padStart(7)} of ${count}`,
      );
      // Lets the worker answer the test runner between sets (a long synchronous run times its messages out).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const chinese = hitRate(ISSUE_37_SETS.flat(), 'zh');
  lines.push(`zh all questions top-3 ${percent(chinese.report.hitRate).padStart(7)} of ${chinese.count}`);
  console.log(['Search relevance (target: held-out top-3 ≥ 95 % in each language)', ...lines].join('\n'));
}, 240_000);

describe('search relevance (index built from the content)', () => {
  const queries = relevanceSet.queries as RelevanceQuery[];

  it('has at least 60 queries, 10 of them in Chinese', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(queries.filter((query) => query.language === 'zh').length).toBeGreaterThanOrEqual(10);
  });

  it('has at least 300 real questions, 40 of them in Chinese, each with its source', () => {
    const questions = [...SETS['tuning half'], ...SETS['held-out half']] as (RelevanceQuery & { source?: string })[];
    expect(questions.length).toBeGreaterThanOrEqual(300);
    expect(questions.filter((query) => query.language === 'zh').length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((query) => !query.source?.startsWith('https://'))).toEqual([]);
  });

  it('learns the words of readers from no question it is judged on', () => {
    const isGuidePage = (pathname: string) => files.pages.en.index.pages.some(([page]) => page === pathname);
    const judged = [SETS['held-out half'], SETS['fresh held-out'], SETS['old set']];
    const overlaps = findLearningRejections(LEARNING_QUESTIONS, judged, isGuidePage)
      .filter(({ reasons }) => reasons.some((reason) => !reason.startsWith('repeats')))
      // Only the learning questions are named: the held-out half stays unseen.
      .map(({ entry, reasons }) => `${entry.query}: ${reasons.join(', ')}`);
    expect(overlaps).toEqual([]);
    expect(LEARNING_QUESTIONS.length).toBeGreaterThanOrEqual(330);
  });

  it('has a fresh held-out set of at least 150 real questions, 30 of them in Chinese, each with its source', () => {
    const questions = SETS['fresh held-out'] as (RelevanceQuery & { source?: string })[];
    expect(questions.filter((query) => query.language === 'en').length).toBeGreaterThanOrEqual(150);
    expect(questions.filter((query) => query.language === 'zh').length).toBeGreaterThanOrEqual(30);
    expect(questions.filter((query) => !query.source?.startsWith('https://'))).toEqual([]);
  });

  it('every expected page exists in the index', () => {
    const known = [
      ...files.pages.en.index.pages.map(([pathname]) => pathname),
      ...files.api.pages.map(([, pathname]) => pathname),
    ];
    for (const { expected } of Object.values(SETS).flat()) {
      for (const answer of expected) {
        const page = answer.split('#')[0] ?? '';
        expect(
          known.some((pathname) => pathname.startsWith(page)),
          answer,
        ).toBe(true);
      }
    }
  });

  // Issue 37: a Chinese reader finds every guide page by its Chinese terms: its title as the navigation shows it
  // ("排序"), with its section when several pages share the title ("树视图 快速入门"), among the first three results.
  it('finds every guide page in Chinese by its title', () => {
    const { groups, pages } = files.pages.zh.index;
    const english = (href: string) => href.replace(/^\/zh(?=\/x\/)/, '');
    const guidePages = pages.filter(([pathname]) => !english(pathname).startsWith('/x/api/'));
    expect(guidePages.length).toBeGreaterThanOrEqual(150);
    const misses = guidePages.flatMap(([pathname, title, group]) => {
      const section = groups[group] ?? '';
      const shared = guidePages.filter((other) => other[1] === title).length > 1;
      const query = shared && !title.includes(section) ? `${section} ${title}` : title;
      const top3 = engineFor('zh')
        .search(query, { limit: 3 })
        .map((hit) => english(hit.href).split('#')[0]);
      return top3.includes(english(pathname)) ? [] : [`${query} → ${top3.join(', ')} (expected ${english(pathname)})`];
    });
    expect(misses).toEqual([]);
  });

  // Issue 37: every Chinese question of the three sets (at least 40), 95 % of them within the first three results.
  it('answers at least 95 % of all its Chinese questions', () => {
    const { count, report } = hitRate(ISSUE_37_SETS.flat(), 'zh');
    expect(count).toBeGreaterThanOrEqual(40);
    expect(report.hitRate, `zh all questions top-3 ${percent(report.hitRate)}`).toBeGreaterThanOrEqual(0.95);
  });

  it.each(LANGUAGES)('answers the old set and the tuning half (%s) at or above their floors', (language) => {
    for (const name of ['old set', 'tuning half'] as const) {
      const { report } = hitRate(SETS[name], language);
      expect(report.hitRate, `${language} ${name}: ${JSON.stringify(report.misses, null, 1)}`).toBeGreaterThanOrEqual(
        FLOORS[name][language],
      );
    }
  });

  it.each(
    LANGUAGES.flatMap((language) => [['held-out half', language] as const, ['fresh held-out', language] as const]),
  )('answers the %s of the real questions (%s) at or above its floor', (name, language) => {
    const { report } = hitRate(SETS[name], language);
    // Only the figure: the held-out misses are not read while tuning.
    expect(
      report.hitRate,
      `${name} ${language} top-3 ${percent(report.hitRate)}; target ${percent(HELD_OUT_TARGET)}`,
    ).toBeGreaterThanOrEqual(FLOORS[name][language]);
  });
});
