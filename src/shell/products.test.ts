import { describe, expect, it } from 'vitest';
import { navigation } from '@content/navigation';
import { flattenPages } from '@/navigation/navigationTree';
import { PRODUCT_LINKS } from './products';

describe('PRODUCT_LINKS', () => {
  it('lists the four MUI X products in order', () => {
    expect(PRODUCT_LINKS.map((product) => product.name)).toEqual([
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
    ]);
  });

  it('links each product to its overview, the first page of its section in the navigation tree', () => {
    const pages = flattenPages(navigation).map((page) => page.pathname);
    for (const product of PRODUCT_LINKS) {
      expect(pages.find((pathname) => pathname.startsWith(product.href))).toBe(product.href);
    }
  });
});
