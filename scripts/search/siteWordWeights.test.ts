import { describe, expect, it } from 'vitest';
import type { PagesIndexFile } from '../../src/search/searchIndexFormat';
import { siteWordWeights } from './siteWordWeights';

describe('siteWordWeights', () => {
  const index: PagesIndexFile = {
    format: 1,
    language: 'en',
    groups: ['Data Grid'],
    apiGroup: 0,
    pages: [['/x/grid/aggregation/', 'Aggregation', 0, 'Aggregation', 'Totals of columns.', 'subtotal footer']],
    sections: [
      [0, '', '', 'aggregationModel'],
      [0, 'Aggregation functions', 'functions', ''],
    ],
  };

  it('sums each field weight once per page or section a word appears in', () => {
    const weights = siteWordWeights(index, ['The grid computes totals.', 'Functions sum values.']);
    // Title and navigation title are one field (4), plus a heading (3).
    expect(weights.get('aggregation')).toBe(7);
    // Description (1) and the first section's prose (0.1).
    expect(weights.get('total')).toBeCloseTo(1.1);
    expect(weights.get('aggregationmodel')).toBe(1.5);
    expect(weights.get('sum')).toBeCloseTo(0.1);
  });

  it("leaves out the words readers used for a page: they are not the site's own", () => {
    expect(siteWordWeights(index, []).has('subtotal')).toBe(false);
  });
});
