import { useEffect, useMemo, useRef, useState } from 'react';
import { getExcerptShard, loadApiIndex, loadExcerptShard, loadPagesIndex, SearchIndexError } from './loadSearchIndex';
import type { ProductId } from '@/routing/products';
import { SearchEngine, type SearchHit } from './searchEngine';
import { EXCERPT_SHARD_SIZE } from './searchIndexFormat';
import { suggestNearbyTerms } from './suggestNearbyTerms';

export type SearchStatus = 'loading' | 'ready' | 'offline' | 'error';

// One engine per language for the visit: reopening search costs nothing.
const engines = new Map<string, Promise<SearchEngine>>();
const excerptShards = new Map<string, Promise<string[]>>();

function getEngine(language: string): Promise<SearchEngine> {
  let engine = engines.get(language);
  if (!engine) {
    engine = loadPagesIndex(language).then((pages) => new SearchEngine(pages));
    // A failed load is tried again the next time search opens (the reader may be back online).
    engine.catch(() => engines.delete(language));
    engines.set(language, engine);
  }
  return engine;
}

/**
 * Every excerpt file of a language, added to its engine as prose: fetched only after a first query has its results
 * (the first query's download stays within its budget), and shared with the excerpts a result list shows.
 */
const proseLoads = new Map<string, Promise<void>>();
function addProse(language: string, engine: SearchEngine): Promise<void> {
  let load = proseLoads.get(language);
  if (!load) {
    const shards = Array.from({ length: Math.ceil(engine.sectionCount / EXCERPT_SHARD_SIZE) }, (_, shard) =>
      getExcerpts(language, shard),
    );
    load = Promise.all(shards).then((texts) => engine.addProse(texts.flat()));
    // Offline with only some files cached: results keep coming from titles, headings and code; tried again next time.
    load.catch(() => proseLoads.delete(language));
    proseLoads.set(language, load);
  }
  return load;
}

function getExcerpts(language: string, shard: number): Promise<string[]> {
  const key = `${language}-${shard}`;
  let texts = excerptShards.get(key);
  if (!texts) {
    texts = loadExcerptShard(language, shard);
    texts.catch(() => excerptShards.delete(key));
    excerptShards.set(key, texts);
  }
  return texts;
}

/**
 * Loads the index of a language (the API reference right after the pages, without holding up the first results)
 * and answers the query on every change, synchronously once loaded, the reader's product first. Excerpts arrive for
 * the results shown; once a query has results, every section's prose follows and refines the ranking.
 */
export function useSearch(language: string, query: string, product: ProductId | null = null, limit = 20) {
  // The engine with its language: while another language's index loads, the previous one answers nothing.
  const [loadedEngine, setLoadedEngine] = useState<{ language: string; engine: SearchEngine } | null>(null);
  const engine = loadedEngine?.language === language ? loadedEngine.engine : null;
  const [status, setStatus] = useState<SearchStatus>('loading');
  // Bumped when the API reference or the prose arrives: the same query is answered again.
  const [indexVersion, setIndexVersion] = useState(0);
  const [excerpts, setExcerpts] = useState<Map<number, string>>(new Map());

  useEffect(() => {
    let active = true;
    setStatus('loading');
    setExcerpts(new Map());
    getEngine(language).then(
      (loaded) => {
        if (!active) {
          return;
        }
        setLoadedEngine({ language, engine: loaded });
        setStatus('ready');
        if (!loaded.hasApi) {
          loadApiIndex()
            .then((api) => {
              loaded.addApi(api);
              if (active) {
                setIndexVersion((version) => version + 1);
              }
            })
            // Guide pages still answer without the API reference.
            .catch(() => undefined);
        }
      },
      (error: unknown) => {
        if (active) {
          setStatus(error instanceof SearchIndexError && error.reason === 'offline' ? 'offline' : 'error');
        }
      },
    );
    return () => {
      active = false;
    };
  }, [language]);

  const hits: SearchHit[] = useMemo(
    () => (engine && query.trim() ? engine.search(query, { limit, product }) : []),
    // indexVersion: the same query is answered again once the API reference or the prose has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, query, limit, product, indexVersion],
  );

  // The prose is answered with even when the query changed meanwhile (to one only the prose answers): only unmounting
  // stops the re-answer.
  // Set in the effect, not only at creation: Strict Mode unmounts and mounts every component once more in development.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const hasResults = hits.length > 0;
  useEffect(() => {
    if (!engine || !hasResults || engine.hasProse) {
      return;
    }
    addProse(language, engine)
      .then(() => {
        if (mounted.current) {
          setIndexVersion((version) => version + 1);
        }
      })
      .catch(() => undefined);
  }, [engine, hasResults, language]);

  const suggestions = useMemo(
    () => (engine && query.trim() && hits.length === 0 ? suggestNearbyTerms(query, engine.vocabulary()) : []),
    [engine, query, hits.length],
  );

  useEffect(() => {
    const shards = [...new Set(hits.flatMap((hit) => (hit.section === null ? [] : [getExcerptShard(hit.section)])))];
    let active = true;
    for (const shard of shards) {
      getExcerpts(language, shard)
        .then((texts) => {
          if (!active) {
            return;
          }
          setExcerpts((previous) => {
            const next = new Map(previous);
            texts.forEach((text, index) => next.set(shard * EXCERPT_SHARD_SIZE + index, text));
            return next;
          });
        })
        .catch(() => undefined);
    }
    return () => {
      active = false;
    };
  }, [hits, language]);

  return { status, hits, suggestions, excerpts };
}
