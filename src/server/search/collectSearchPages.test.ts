import { describe, expect, it } from 'vitest';
import type { NavNode } from '@/navigation/types';
import { collectSearchPages, navTitlesFor } from './collectSearchPages';

const tree: NavNode[] = [
  {
    pathname: '/x/grid-section',
    title: { en: 'Data Grid', zh: '数据表格' },
    children: [
      { pathname: '/x/grid/', title: { en: 'Overview', zh: '概览' } },
      {
        pathname: '/x/grid/filtering-section',
        title: { en: 'Filtering', zh: '筛选' },
        children: [
          { pathname: '/x/grid/filtering/', title: { en: 'Overview', zh: '概览' } },
          { pathname: '/x/grid/filtering/quick/', title: { en: 'Quick filter', zh: '快速筛选' } },
        ],
      },
      { pathname: '/x/grid/group', subheader: 'Rows', children: [{ pathname: '/x/grid/rows/', title: 'Rows' }] },
    ],
  },
];

describe('collectSearchPages', () => {
  it('finds every page of the tree, grouped by its top-level section', () => {
    const pages = collectSearchPages(tree);
    expect(pages.map((page) => page.pathname)).toEqual([
      '/x/grid/',
      '/x/grid/filtering/',
      '/x/grid/filtering/quick/',
      '/x/grid/rows/',
    ]);
    expect(new Set(pages.map((page) => JSON.stringify(page.group)))).toEqual(
      new Set([JSON.stringify({ en: 'Data Grid', zh: '数据表格' })]),
    );
  });

  it('an overview page takes its section’s title', () => {
    const pages = collectSearchPages(tree);
    expect(navTitlesFor(pages[1]!, 'zh')).toBe('筛选 Filtering');
    expect(navTitlesFor(pages[0]!, 'en')).toBe('Data Grid');
    expect(navTitlesFor(pages[2]!, 'zh')).toBe('快速筛选 Quick filter');
  });
});
