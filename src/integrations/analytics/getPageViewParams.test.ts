import { describe, expect, it } from 'vitest';
import { getPageViewParams } from './getPageViewParams';

describe('getPageViewParams', () => {
  it('removes the language prefix, the hash and the trailing slash', () => {
    expect(getPageViewParams('/zh/x/introduction/installation/#usage', '安装 - MUI X 7.21.0')).toEqual({
      page_title: '安装 - MUI X 7.21.0',
      page_location: '/x/introduction/installation',
      productId: null,
      productCategoryId: 'x',
    });
  });

  it('names the product of a product page', () => {
    expect(getPageViewParams('/x/react-data-grid/editing/?tab=1', 'Editing')).toMatchObject({
      page_location: '/x/react-data-grid/editing',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });
});
