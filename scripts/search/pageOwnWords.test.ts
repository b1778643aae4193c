import { describe, expect, it } from 'vitest';
import type { PagesIndexFile } from '../../src/search/searchIndexFormat';
import { pageOwnWords } from './pageOwnWords';

describe('pageOwnWords', () => {
  const index: PagesIndexFile = {
    format: 1,
    language: 'en',
    groups: ['Data Grid'],
    apiGroup: 0,
    pages: [
      ['/x/grid/aggregation/', 'Aggregation', 0, 'Aggregation', 'Totals of columns.', 'subtotal', 'sum'],
      ['/x/grid/pinning/', 'Column pinning', 0, 'Pinning', ''],
    ],
    sections: [
      [0, '', '', 'aggregationModel'],
      [0, 'Aggregation functions', 'functions', '!getAggregationPosition'],
      [1, 'Pinned columns', 'pinned', ''],
    ],
  };

  it('gathers each page’s title, description, headings and code spans, by its path', () => {
    const words = pageOwnWords(index);
    expect([...(words.get('/x/grid/aggregation/') ?? [])].sort()).toEqual(
      ['aggregation', 'aggregationmodel', 'column', 'function', 'getaggregationposition', 'total'].sort(),
    );
    expect(words.get('/x/grid/pinning/')?.has('pinned')).toBe(true);
  });

  it('leaves out the words learnt for a page (readers’ and developers’): they are not its own', () => {
    const words = pageOwnWords(index).get('/x/grid/aggregation/');
    expect(words?.has('subtotal')).toBe(false);
    expect(words?.has('sum')).toBe(false);
  });
});
