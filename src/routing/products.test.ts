import { describe, expect, it } from 'vitest';
import { getProductCategoryFromPath, getProductFromPath } from './products';

describe('getProductFromPath', () => {
  it.each([
    ['/x/api/data-grid/data-grid/', 'x-data-grid'],
    ['/x/api/data-grid/grid-api/', 'x-data-grid'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/api/tree-view/simple-tree-view/', 'x-tree-view'],
    ['/x/react-data-grid/editing/', 'x-data-grid'],
    ['/x/react-data-grid/', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/', 'x-date-pickers'],
    ['/zh/x/react-charts/', 'x-charts'],
    ['/x/react-tree-view/', 'x-tree-view'],
    ['/x/react-data-grid/editing/#cell-editing', 'x-data-grid'],
    ['/x/api/data-grid/data-grid/[docsTab]', 'x-data-grid'],
  ])('%s belongs to %s', (path, product) => {
    expect(getProductFromPath(path)).toBe(product);
  });

  it.each([
    '/x/introduction/',
    '/x/introduction/installation/',
    '/',
    '/zh/',
    '/x/react-data-grid-premium/',
    '/x/api/',
    '/material-ui/react-button/',
  ])('%s belongs to no single product', (path) => {
    expect(getProductFromPath(path)).toBeNull();
  });
});

describe('getProductCategoryFromPath', () => {
  it.each([
    ['/x/introduction/', 'x'],
    ['/x/react-data-grid/', 'x'],
    ['/zh/x/react-charts/', 'x'],
    ['/core/', 'core'],
    ['/core/something/', 'core'],
    ['/toolpad/', 'toolpad'],
    ['/docs/', 'docs'],
  ])('%s is in the %s family', (path, category) => {
    expect(getProductCategoryFromPath(path)).toBe(category);
  });

  it.each(['/material-ui/react-button/', '/', '/zh/', '/xx/', '/api/foo/'])('%s is in no known family', (path) => {
    expect(getProductCategoryFromPath(path)).toBeNull();
  });
});
