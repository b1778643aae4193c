import { describe, expect, it } from 'vitest';
import { getMarkdownTwinPath, getMarkdownTwinPathForRoute, getPagePathname } from './markdownTwin';

describe('Markdown twins', () => {
  it('a page URL plus .md names its twin, in either language', () => {
    expect(getMarkdownTwinPath('/x/react-data-grid/editing/')).toBe('/x/react-data-grid/editing.md');
    expect(getMarkdownTwinPath('/zh/x/react-data-grid/editing/')).toBe('/zh/x/react-data-grid/editing.md');
    expect(getMarkdownTwinPath('/x/react-data-grid/')).toBe('/x/react-data-grid.md');
  });

  it('the English pathname of a route ignores the language, the query, the hash and a missing slash', () => {
    expect(getPagePathname('/zh/x/react-charts/bars?a=1#sizing')).toBe('/x/react-charts/bars/');
    expect(getPagePathname('/x/api/data-grid/data-grid/')).toBe('/x/api/data-grid/data-grid/');
  });

  it('a route gets the twin in its own language', () => {
    expect(getMarkdownTwinPathForRoute('/zh/x/react-data-grid/editing/#validation')).toBe(
      '/zh/x/react-data-grid/editing.md',
    );
    expect(getMarkdownTwinPathForRoute('/x/api/charts/bar-chart')).toBe('/x/api/charts/bar-chart.md');
  });
});
