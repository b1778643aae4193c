import type { SearchHit } from './searchEngine';

/** Results grouped by section (Data Grid, API reference…), groups in the order of their best result. */
export function groupHits(hits: SearchHit[]): { group: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    groups.set(hit.group, [...(groups.get(hit.group) ?? []), hit]);
  }
  return [...groups].map(([group, list]) => ({ group, hits: list }));
}
