import type { RelevanceQuery } from '../../src/search/evaluateRelevance';
import { SearchEngine } from '../../src/search/searchEngine';
import { buildSearchIndex } from '../../src/server/search/buildSearchIndex';

/** Which engine answers a language's questions. */
export type Engines = (language: string) => SearchEngine;

/**
 * One engine per language over an index that learnt from `learning`, with the API and the sections' prose added as
 * the dialog adds them: what crossValidate.ts and sweepRanking.ts measure.
 */
export async function enginesLearningFrom(learning: RelevanceQuery[]): Promise<Engines> {
  const files = await buildSearchIndex(learning);
  const engines = new Map<string, SearchEngine>();
  for (const language of ['en', 'zh'] as const) {
    const { index, excerpts } = files.pages[language];
    const engine = new SearchEngine(index);
    engine.addApi(files.api);
    await engine.addProse(excerpts.flatMap((shard) => shard.texts));
    engines.set(language, engine);
  }
  return (language) => engines.get(language) as SearchEngine;
}
