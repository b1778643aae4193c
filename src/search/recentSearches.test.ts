import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_LIMIT } from './recentSearches';

const entry = (n: number) => ({ title: `Page ${n}`, heading: '', href: `/x/page-${n}/` });

describe('recent searches', () => {
  it('reads back what was stored', () => {
    expect(parseRecentSearches(JSON.stringify([entry(1)]))).toEqual([entry(1)]);
  });

  it('ignores garbage: invalid JSON, another shape, foreign links', () => {
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(
      parseRecentSearches(
        JSON.stringify([entry(1), { title: 'x', heading: '', href: 'https://evil.example/' }, { title: 3 }, 'text']),
      ),
    ).toEqual([entry(1)]);
  });

  it('puts the latest first, without duplicates, and keeps at most the limit', () => {
    let recent = [entry(1), entry(2)];
    recent = addRecentSearch(recent, entry(2));
    expect(recent.map((item) => item.href)).toEqual(['/x/page-2/', '/x/page-1/']);
    for (let n = 3; n < 12; n += 1) {
      recent = addRecentSearch(recent, entry(n));
    }
    expect(recent).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(recent[0]).toEqual(entry(11));
    expect(parseRecentSearches(JSON.stringify(Array.from({ length: 20 }, (_, n) => entry(n))))).toHaveLength(
      RECENT_SEARCHES_LIMIT,
    );
  });
});
