import { describe, expect, it } from 'vitest';
import type { NavNode } from '@/navigation/types';
import { buildLlmsFullTxt, buildLlmsTxt, firstSentence } from './buildLlmsTxt';

const navigation: NavNode[] = [
  {
    pathname: '/x/introduction-section',
    title: { en: 'Introduction', zh: '介绍' },
    children: [{ pathname: '/x/introduction/', title: 'Overview' }],
  },
  {
    pathname: '/x/react-data-grid-section',
    title: { en: 'Data Grid', zh: '数据表格' },
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/rows-group',
        subheader: 'Rows',
        children: [{ pathname: '/x/react-data-grid/row-height/', title: 'Row height' }],
      },
    ],
  },
  {
    pathname: '/x/api-section',
    title: { en: 'API reference', zh: 'API 参考' },
    children: [
      {
        pathname: '/x/api/data-grid-section',
        title: 'Data Grid',
        children: [{ pathname: '/x/api/data-grid/data-grid/', title: 'DataGrid' }],
      },
    ],
  },
];

const pages: Record<string, { title: string; description: string }> = {
  '/x/introduction/': { title: 'MUI X - Overview', description: 'Advanced components. For complex use cases.' },
  '/x/react-data-grid/': { title: 'Data Grid - Overview', description: 'A fast grid [beta].' },
  '/x/react-data-grid/row-height/': { title: 'Data Grid - Row height', description: 'Set the height\nof rows.' },
  '/x/api/data-grid/data-grid/': {
    title: 'DataGrid API',
    description: 'API reference for the React DataGrid component: its props.',
  },
};

describe('llms.txt', () => {
  const text = buildLlmsTxt({
    siteName: 'MUI X',
    summary: 'Docs of MUI X.',
    navigation,
    getPage: (pathname) => pages[pathname]!,
    siteUrl: 'https://mui.com',
  });

  it('opens with the site name as H1 and a blockquote summary', () => {
    expect(text.startsWith('# MUI X\n\n> Docs of MUI X.\n\n## Introduction\n')).toBe(true);
  });

  it('groups pages by top-level section, nested groups included, in the tree’s order', () => {
    expect(text.match(/^## .+$/gm)).toEqual(['## Introduction', '## Data Grid', '## API reference']);
    const dataGrid = text.split('## Data Grid\n\n')[1]!.split('\n\n')[0];
    expect(dataGrid).toBe(
      '- [Data Grid - Overview](https://mui.com/x/react-data-grid.md): A fast grid [beta].\n- [Data Grid - Row height](https://mui.com/x/react-data-grid/row-height.md): Set the height of rows.',
    );
  });

  it('writes each page as one line linking its Markdown twin, with the first sentence of its description', () => {
    expect(text).toContain('- [MUI X - Overview](https://mui.com/x/introduction.md): Advanced components.\n');
    expect(text).toContain(
      '- [DataGrid API](https://mui.com/x/api/data-grid/data-grid.md): API reference for the React DataGrid component: its props.\n',
    );
    for (const line of text.split('\n').filter((candidate) => candidate.startsWith('- '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/mui\.com\/x\/[^)]+\.md\): \S.*$/);
    }
  });

  it('takes the first sentence, in English or Chinese', () => {
    expect(firstSentence('One. Two.')).toBe('One.');
    expect(firstSentence('Use v1.2 now. Later.')).toBe('Use v1.2 now.');
    expect(firstSentence('第一句。第二句。')).toBe('第一句。');
  });
});

describe('a product’s llms.txt', () => {
  const text = buildLlmsTxt({
    siteName: 'MUI X Data Grid',
    summary: 'The grid.',
    navigation,
    getPage: (pathname) => pages[pathname]!,
    siteUrl: 'https://mui.com',
    includePage: (pathname) => pathname.includes('data-grid'),
  });

  it('keeps only its pages, under the sections they belong to, and drops the sections left empty', () => {
    expect(text.startsWith('# MUI X Data Grid\n\n> The grid.\n\n## Data Grid\n')).toBe(true);
    expect(text.match(/^## .+$/gm)).toEqual(['## Data Grid', '## API reference']);
    expect(text).toContain('(https://mui.com/x/react-data-grid/row-height.md)');
    expect(text).toContain('(https://mui.com/x/api/data-grid/data-grid.md)');
    expect(text).not.toContain('/x/introduction.md');
  });
});

describe('llms-full.txt', () => {
  it('joins the twins, each still opening with its title and URL', () => {
    const full = buildLlmsFullTxt([
      '# A\n\nURL: https://mui.com/x/a/\n\nText.\n',
      '# B\n\nURL: https://mui.com/x/b/\n',
    ]);
    expect(full).toBe('# A\n\nURL: https://mui.com/x/a/\n\nText.\n\n---\n\n# B\n\nURL: https://mui.com/x/b/\n');
  });
});
