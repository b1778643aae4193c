import { describe, expect, it } from 'vitest';
import { matchesApiFilter, parseApiFilter, withApiFilter } from './apiTableFilter';

describe('API table filter', () => {
  it('matches a row holding every word, whatever the case', () => {
    const words = parseApiFilter('  Row  update ');
    expect(words).toEqual(['row', 'update']);
    expect(matchesApiFilter('processRowUpdate (newRow) => Promise', words)).toBe(true);
    expect(matchesApiFilter('rowHeight number', words)).toBe(false);
  });

  it('a blank filter matches every row', () => {
    expect(matchesApiFilter('anything', parseApiFilter('   '))).toBe(true);
  });

  it('writes the filter into the URL, keeping the hash, and removes it when cleared', () => {
    expect(withApiFilter('https://x.test/x/api/data-grid/data-grid/#props', 'row update')).toBe(
      '/x/api/data-grid/data-grid/?filter=row+update#props',
    );
    expect(withApiFilter('https://x.test/x/api/data-grid/data-grid/?filter=row', ' ')).toBe(
      '/x/api/data-grid/data-grid/',
    );
  });
});
