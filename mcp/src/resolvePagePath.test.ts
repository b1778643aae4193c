import { describe, expect, it } from 'vitest';
import { resolvePagePath } from './resolvePagePath';

describe('resolvePagePath', () => {
  it('reads a site path, a URL, a twin and a bare path alike', () => {
    const editing = { pathname: '/x/react-data-grid/editing/', language: 'en' };
    expect(resolvePagePath('/x/react-data-grid/editing/')).toEqual(editing);
    expect(resolvePagePath('https://mui.com/x/react-data-grid/editing/#validation')).toEqual(editing);
    expect(resolvePagePath('/x/react-data-grid/editing.md')).toEqual(editing);
    expect(resolvePagePath('react-data-grid/editing')).toEqual(editing);
  });

  it('a Chinese path keeps the English key and names the language', () => {
    expect(resolvePagePath('/zh/x/react-charts/bars/')).toEqual({ pathname: '/x/react-charts/bars/', language: 'zh' });
    expect(resolvePagePath('https://mui.com/zh/x/react-charts/bars.md')).toEqual({
      pathname: '/x/react-charts/bars/',
      language: 'zh',
    });
  });

  it('refuses text that cannot be a path', () => {
    expect(resolvePagePath('row grouping in the grid')).toBeNull();
    expect(resolvePagePath('/x/../etc/passwd')).toBeNull();
  });
});
