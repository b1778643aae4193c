import { describe, expect, it } from 'vitest';
import type { NavNode } from '@/navigation/types';
import { renderNavigationSections } from './renderNavigationSections';

const tree: NavNode[] = [
  {
    pathname: '/x/grid-section',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      {
        pathname: '/x/features',
        subheader: 'Features',
        children: [
          {
            pathname: '/x/filtering-section',
            title: { en: 'Filtering', zh: '筛选' },
            children: [
              { pathname: '/x/react-data-grid/filtering/', title: 'Overview' },
              {
                pathname: '/x/filtering-recipes-section',
                title: 'Recipes',
                children: [{ pathname: '/x/react-data-grid/filtering/recipes/', title: 'Filtering recipes' }],
              },
            ],
          },
        ],
      },
    ],
  },
];

describe('renderNavigationSections', () => {
  it('gives every section, a product’s at the top level and those under a subheader too, but no subheader', () => {
    expect(Object.keys(renderNavigationSections(tree, 'en'))).toEqual([
      '/x/grid-section',
      '/x/filtering-section',
      '/x/filtering-recipes-section',
    ]);
    const grid = renderNavigationSections(tree, 'en')['/x/grid-section']!;
    expect(grid).toContain('<span class="nav-subheader">Features</span>');
    expect(grid).toContain('<details data-section="/x/filtering-section"><summary>Filtering</summary></details>');
  });

  it('a section’s list holds its links, and sections inside it closed and empty, filled when opened in turn', () => {
    const filtering = renderNavigationSections(tree, 'en')['/x/filtering-section']!;
    expect(filtering).toMatch(/^<ul>.*<\/ul>$/);
    expect(filtering).toContain('<a href="/x/react-data-grid/filtering/">Overview</a>');
    expect(filtering).toContain(
      '<details data-section="/x/filtering-recipes-section"><summary>Recipes</summary></details>',
    );
    expect(filtering).not.toContain('Filtering recipes');
    expect(filtering).not.toContain('aria-current');
  });

  it('writes the links of a language’s pages in that language', () => {
    const filtering = renderNavigationSections(tree, 'zh')['/x/filtering-section']!;
    expect(filtering).toContain('href="/zh/x/react-data-grid/filtering/"');
    expect(renderNavigationSections(tree, 'zh')['/x/filtering-section']).not.toBe(
      renderNavigationSections(tree, 'en')['/x/filtering-section'],
    );
  });
});
