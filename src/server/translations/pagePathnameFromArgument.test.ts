import { describe, expect, it } from 'vitest';
import { pagePathnameFromArgument } from './pagePathnameFromArgument';

describe('pagePathnameFromArgument', () => {
  it('names a page by its folder, its English or Chinese file, or its URL in either language', () => {
    for (const argument of [
      'content/pages/react-data-grid/sorting',
      './content/pages/react-data-grid/sorting/',
      'content/pages/react-data-grid/sorting/index.md',
      'content/pages/react-data-grid/sorting/index.zh.md',
      '/x/react-data-grid/sorting/',
      '/zh/x/react-data-grid/sorting',
    ]) {
      expect(pagePathnameFromArgument(argument)).toBe('/x/react-data-grid/sorting/');
    }
  });
});
