import { describe, expect, it } from 'vitest';
import { groupHits } from './groupHits';
import type { SearchHit } from './searchEngine';

const hit = (id: string, group: string): SearchHit => ({
  id,
  kind: 'section',
  group,
  pageTitle: id,
  heading: '',
  href: `/x/${id}/`,
  section: 0,
  apiRow: null,
  terms: [],
});

describe('groupHits', () => {
  it('groups results by section, in the order of each group’s best result, keeping the ranking inside a group', () => {
    const grouped = groupHits([hit('a', 'Data Grid'), hit('b', 'API reference'), hit('c', 'Data Grid')]);
    expect(grouped.map((group) => [group.group, group.hits.map((item) => item.id)])).toEqual([
      ['Data Grid', ['a', 'c']],
      ['API reference', ['b']],
    ]);
  });
});
