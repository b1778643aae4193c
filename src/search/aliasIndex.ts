import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { expandSynonyms } from './synonyms';
import { tokenize } from './tokenize';

type Queries = ReturnType<typeof expandSynonyms>;

/**
 * The aliases of the pages' introductions (decision 0036), each a document of its own so that it counts only when the
 * query has every one of its words: "search input" answers "external search input", not "custom input". A query word's
 * synonyms count as the word; a Chinese alias, split into character pairs like any Chinese text, matches as written.
 */
export class AliasIndex {
  private readonly miniSearch = new MiniSearch<{ id: string; alias: string }>({
    fields: ['alias'],
    tokenize,
    // Terms are normalised by the tokenizer already (lower case, plural s dropped).
    processTerm: (term) => term,
  });
  /** How many distinct terms each alias has, by its id (`s12:0`: the first alias of the introduction `s12`). */
  private readonly termCounts = new Map<string, number>();

  /** Adds an introduction's aliases. */
  add(introId: string, aliases: string[]): void {
    aliases.forEach((alias, index) => {
      const id = `${introId}:${index}`;
      this.termCounts.set(id, new Set(tokenize(alias)).size);
      this.miniSearch.add({ id, alias });
    });
  }

  /**
   * The introductions with an alias the query has whole, each once with its best alias's score (a page does not gain
   * by having several aliases the query matches), as typed: no prefixes, no typos.
   */
  search(
    queries: Queries,
    { boostTerm, boostDocument }: Pick<SearchOptions, 'boostTerm' | 'boostDocument'>,
  ): SearchResult[] {
    const best = new Map<string, SearchResult>();
    const found = this.miniSearch.search(
      { combineWith: 'OR', queries },
      {
        boostTerm,
        boostDocument: boostDocument && ((id, term, fields) => boostDocument(introOf(String(id)), term, fields)),
        filter: (result) => new Set(result.terms).size === this.termCounts.get(String(result.id)),
      },
    );
    for (const result of found) {
      const id = introOf(String(result.id));
      if ((best.get(id)?.score ?? 0) < result.score) {
        best.set(id, { ...result, id });
      }
    }
    return [...best.values()];
  }
}

function introOf(aliasId: string): string {
  return aliasId.slice(0, aliasId.lastIndexOf(':'));
}
