import { describe, expect, it } from 'vitest';
import { queryProduct } from './queryProduct';

describe('queryProduct', () => {
  it('reads the product a question names, with the terms that only named it', () => {
    expect(queryProduct('date picker format')).toEqual({
      product: 'x-date-pickers',
      productTerms: new Set(['date', 'picker']),
    });
    expect(queryProduct('charts tooltip')?.product).toBe('x-charts');
    expect(queryProduct('表格怎么设置中文')?.product).toBe('x-data-grid');
  });

  it('counts a phrase for its product and keeps its words as topic words', () => {
    expect(queryProduct('tree data filtering')).toEqual({ product: 'x-data-grid', productTerms: new Set() });
    // The subject of a page of its own: "charts add gauge components" asks for the Gauge page, not for Components.
    expect(queryProduct('charts add gauge components')).toEqual({
      product: 'x-charts',
      productTerms: new Set(['chart']),
    });
  });

  it('names no product when the question names none, or two equally', () => {
    expect(queryProduct('missing license key')).toBeNull();
    expect(queryProduct('grid chart')).toBeNull();
  });
});
