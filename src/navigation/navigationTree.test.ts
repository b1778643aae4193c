import { describe, expect, it } from 'vitest';
import { navigation } from '@content/navigation';
import { listContentPathnames } from '@/server/content/contentFiles';
import { getApiPagePathnames } from '@/api/apiNavigation';
import { loadApiIndex } from '@/server/api/apiIndex';
import {
  assertTreeMatchesPages,
  assertUniquePathnames,
  containsPathname,
  findSection,
  flattenPages,
  getSiblingPages,
  isPage,
  localizeText,
} from './navigationTree';
import type { NavNode } from './types';

const tree: NavNode[] = [
  {
    pathname: '/x/getting-started-section',
    title: { en: 'Getting started', zh: '入门' },
    children: [
      { pathname: '/x/introduction/', title: 'Overview' },
      { pathname: '/x/introduction/installation/', title: { en: 'Installation', zh: '安装' }, newFeature: true },
    ],
  },
  {
    pathname: '/x/components-group',
    subheader: 'Components',
    children: [
      {
        pathname: '/x/data-grid-section',
        title: 'Data Grid',
        children: [
          { pathname: '/x/react-data-grid/', title: 'Overview', plan: 'pro' },
          { pathname: '/x/react-data-grid/editing/', title: 'Editing' },
        ],
      },
      {
        pathname: '/x/untitled-wrapper',
        children: [{ pathname: '/x/react-charts/', title: 'Charts' }],
      },
    ],
  },
  { pathname: '/x/faq/', title: 'FAQ' },
];

const TREE_PAGES = [
  '/x/introduction/',
  '/x/introduction/installation/',
  '/x/react-data-grid/',
  '/x/react-data-grid/editing/',
  '/x/react-charts/',
  '/x/faq/',
];

describe('localizeText', () => {
  it('returns a plain string as is in every language', () => {
    expect(localizeText('Overview', 'en')).toBe('Overview');
    expect(localizeText('Overview', 'zh')).toBe('Overview');
  });

  it('returns the text of the requested language', () => {
    expect(localizeText({ en: 'Installation', zh: '安装' }, 'zh')).toBe('安装');
    expect(localizeText({ en: 'Installation', zh: '安装' }, 'en')).toBe('Installation');
  });

  it('falls back to English when the language has no text', () => {
    expect(localizeText({ en: 'Roadmap' }, 'zh')).toBe('Roadmap');
  });
});

describe('isPage', () => {
  it('a leaf is a page and a node with children is not', () => {
    expect(isPage({ pathname: '/x/a/', title: 'A' })).toBe(true);
    expect(isPage({ pathname: '/x/s', title: 'S', children: [] })).toBe(false);
  });
});

describe('flattenPages', () => {
  const pages = flattenPages(tree);

  it('lists every page in reading order and no sections', () => {
    expect(pages.map((page) => page.pathname)).toEqual(TREE_PAGES);
  });

  it('gives each page the titles of the sections above it, outermost first', () => {
    expect(pages.map((page) => page.trail)).toEqual([
      [{ en: 'Getting started', zh: '入门' }],
      [{ en: 'Getting started', zh: '入门' }],
      ['Components', 'Data Grid'],
      ['Components', 'Data Grid'],
      ['Components'],
      [],
    ]);
  });

  it('keeps the page title and markers and drops the section-only fields', () => {
    expect(pages[1]).toEqual({
      pathname: '/x/introduction/installation/',
      title: { en: 'Installation', zh: '安装' },
      newFeature: true,
      trail: [{ en: 'Getting started', zh: '入门' }],
    });
    expect(pages[2]).toEqual({
      pathname: '/x/react-data-grid/',
      title: 'Overview',
      plan: 'pro',
      trail: ['Components', 'Data Grid'],
    });
  });

  it('returns nothing for an empty tree', () => {
    expect(flattenPages([])).toEqual([]);
  });

  it('a page without a title throws naming its pathname', () => {
    expect(() => flattenPages([{ pathname: '/x/nameless/' }])).toThrow('/x/nameless/');
  });
});

describe('assertUniquePathnames', () => {
  it('accepts a tree whose pathnames are all different', () => {
    expect(() => assertUniquePathnames(tree)).not.toThrow();
  });

  it('throws naming a pathname used by two pages in different sections', () => {
    const duplicated: NavNode[] = [
      { pathname: '/x/a-section', title: 'A', children: [{ pathname: '/x/dup/', title: 'One' }] },
      { pathname: '/x/b-section', title: 'B', children: [{ pathname: '/x/dup/', title: 'Two' }] },
    ];
    expect(() => assertUniquePathnames(duplicated)).toThrow('"/x/dup/"');
  });

  it('throws when a section reuses a page pathname', () => {
    const duplicated: NavNode[] = [
      { pathname: '/x/a/', title: 'A' },
      { pathname: '/x/a/', title: 'Section', children: [{ pathname: '/x/b/', title: 'B' }] },
    ];
    expect(() => assertUniquePathnames(duplicated)).toThrow(/Duplicate pathname.*\/x\/a\//);
  });
});

describe('assertTreeMatchesPages', () => {
  it('accepts pages that match the tree exactly, in any order', () => {
    expect(() => assertTreeMatchesPages(tree, [...TREE_PAGES].reverse())).not.toThrow();
  });

  it('throws naming a navigation entry that has no page', () => {
    const pages = TREE_PAGES.filter((pathname) => pathname !== '/x/faq/');
    expect(() => assertTreeMatchesPages(tree, pages)).toThrow('navigation entry "/x/faq/" has no page');
  });

  it('throws naming a page that has no navigation entry', () => {
    expect(() => assertTreeMatchesPages(tree, [...TREE_PAGES, '/x/orphan/'])).toThrow(
      'page "/x/orphan/" has no navigation entry',
    );
  });

  it('lists both kinds of problem in one error', () => {
    const pages = [...TREE_PAGES.filter((pathname) => pathname !== '/x/react-charts/'), '/x/orphan/'];
    let message = '';
    try {
      assertTreeMatchesPages(tree, pages);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('navigation entry "/x/react-charts/" has no page');
    expect(message).toContain('page "/x/orphan/" has no navigation entry');
  });

  it('does not require pages for section pathnames', () => {
    expect(() => assertTreeMatchesPages(tree, TREE_PAGES)).not.toThrow();
  });
});

describe('getSiblingPages', () => {
  const pages = flattenPages(tree);

  it('a page in the middle has a previous and a next page, across sections', () => {
    const { previous, next } = getSiblingPagesOf('/x/introduction/installation/');
    expect(previous?.pathname).toBe('/x/introduction/');
    expect(next?.pathname).toBe('/x/react-data-grid/');
  });

  it('the first page has no previous page', () => {
    const { previous, next } = getSiblingPagesOf('/x/introduction/');
    expect(previous).toBeNull();
    expect(next?.pathname).toBe('/x/introduction/installation/');
  });

  it('the last page has no next page', () => {
    const { previous, next } = getSiblingPagesOf('/x/faq/');
    expect(previous?.pathname).toBe('/x/react-charts/');
    expect(next).toBeNull();
  });

  it('an unknown pathname has neither', () => {
    expect(getSiblingPagesOf('/x/unknown/')).toEqual({ previous: null, next: null });
  });

  function getSiblingPagesOf(pathname: string) {
    return getSiblingPages(pages, pathname);
  }
});

describe('containsPathname', () => {
  const components = tree[1]!;

  it('a section contains a page nested several levels down', () => {
    expect(containsPathname(components, '/x/react-data-grid/editing/')).toBe(true);
  });

  it('a node contains its own pathname', () => {
    expect(containsPathname(components, '/x/components-group')).toBe(true);
    expect(containsPathname({ pathname: '/x/a/', title: 'A' }, '/x/a/')).toBe(true);
  });

  it('a section does not contain pages of other sections', () => {
    expect(containsPathname(components, '/x/introduction/')).toBe(false);
  });

  it('a page does not contain other pages', () => {
    expect(containsPathname({ pathname: '/x/a/', title: 'A' }, '/x/b/')).toBe(false);
  });
});

describe('findSection', () => {
  it('finds a section at any depth by its pathname', () => {
    expect(findSection(tree, '/x/data-grid-section')?.title).toBe('Data Grid');
    expect(findSection(tree, '/x/getting-started-section')?.children).toHaveLength(2);
  });

  it('is null for a page or an unknown pathname', () => {
    expect(findSection(tree, '/x/react-data-grid/editing/')).toBeNull();
    expect(findSection(tree, '/x/nowhere')).toBeNull();
  });
});

describe('the real navigation tree', () => {
  it('has unique pathnames', () => {
    expect(() => assertUniquePathnames(navigation)).not.toThrow();
  });

  it('matches the Markdown pages in content/pages and the generated API pages', () => {
    const pages = [...listContentPathnames(), ...getApiPagePathnames(loadApiIndex())];
    expect(pages.length).toBeGreaterThan(300);
    expect(() => assertTreeMatchesPages(navigation, pages)).not.toThrow();
  });

  it('gives every page an English title', () => {
    for (const page of flattenPages(navigation)) {
      expect(localizeText(page.title, 'en').length, page.pathname).toBeGreaterThan(0);
    }
  });
});
