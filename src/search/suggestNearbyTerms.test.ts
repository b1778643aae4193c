import { describe, expect, it } from 'vitest';
import { editDistance, suggestNearbyTerms } from './suggestNearbyTerms';

describe('suggestNearbyTerms', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('quikc', 'quick')).toBe(1);
    expect(editDistance('export', 'export')).toBe(0);
  });

  it('suggests the closest words of the index, without duplicates', () => {
    expect(suggestNearbyTerms('paginaton', ['Pagination', 'pagination', 'Sorting', 'Paginated'])).toEqual([
      'Pagination',
      'Paginated',
    ]);
  });

  it('suggests nothing for a very short or far query', () => {
    expect(suggestNearbyTerms('zz', ['Sorting'])).toEqual([]);
    expect(suggestNearbyTerms('xylophone', ['Sorting'])).toEqual([]);
  });
});
