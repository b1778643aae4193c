import { describe, expect, it } from 'vitest';
import { getProductLinks } from './products';

const page = (pathname: string) => ({ pathname, title: pathname, trail: [] });

describe('getProductLinks', () => {
  it('lists the four MUI X products in order', () => {
    expect(getProductLinks([]).map((product) => product.name)).toEqual(['Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View']);
  });

  it('links a product to its first guide page, or to its API reference while it has no guides', () => {
    const links = getProductLinks([page('/x/introduction/'), page('/x/react-data-grid/'), page('/x/react-data-grid/editing/')]);
    expect(links.map((product) => product.href)).toEqual([
      '/x/react-data-grid/',
      '/x/api/date-pickers/',
      '/x/api/charts/',
      '/x/api/tree-view/',
    ]);
  });
});
