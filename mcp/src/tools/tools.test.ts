import { describe, expect, it } from 'vitest';
import { SearchEngine } from '@/search/searchEngine';
import { SEARCH_INDEX_FORMAT } from '@/search/searchIndexFormat';
import { DOCS_DATA_FORMAT, type DocsManifest } from '../docsManifest';
import type { DocsData } from '../loadDocsData';
import { getApi } from './getApi';
import { getDemo } from './getDemo';
import { getPage } from './getPage';
import { listPages } from './listPages';
import { searchDocs } from './searchDocs';

const manifest: DocsManifest = {
  format: DOCS_DATA_FORMAT,
  version: '7.21.0',
  siteUrl: 'https://docs.example.com',
  pages: [
    {
      pathname: '/x/react-data-grid/row-grouping/',
      kind: 'guide',
      title: { en: 'Row grouping', zh: '行分组' },
      trail: ['Data Grid', 'Rows'],
      product: 'data-grid',
      plan: 'premium',
      translated: true,
      demos: ['RowGroupingGrid'],
    },
    {
      pathname: '/x/react-tree-view/selection/',
      kind: 'guide',
      title: { en: 'Selection', zh: '选择' },
      trail: ['Tree View'],
      product: 'tree-view',
      plan: 'community',
      translated: false,
      demos: [],
    },
  ],
  api: [
    {
      name: 'DataGrid',
      kind: 'component',
      plan: 'community',
      product: 'data-grid',
      pathname: '/x/api/data-grid/data-grid/',
      imports: ["import { DataGrid } from '@mui/x-data-grid';"],
    },
  ],
};

const engine = new SearchEngine({
  format: SEARCH_INDEX_FORMAT,
  language: 'en',
  groups: ['Data Grid', 'Tree View', 'API reference'],
  apiGroup: 2,
  pages: [
    ['/x/react-data-grid/row-grouping/', 'Data Grid - Row grouping', 0, 'Row grouping', 'Group rows.'],
    ['/x/react-tree-view/selection/', 'Tree View - Selection', 1, 'Selection', 'Select items and row-like nodes.'],
  ],
  sections: [
    [0, '', '', ''],
    [1, '', '', ''],
  ],
});
engine.addApi({ format: SEARCH_INDEX_FORMAT, pages: [['DataGrid', '/x/api/data-grid/data-grid/']], rows: [] });

const data: DocsData = {
  manifest,
  pageByPathname: new Map(manifest.pages.map((page) => [page.pathname, page])),
  engine: () => engine,
  excerpt: (_language, section) => ['Rows become collapsible groups.', 'Items can be selected.'][section] ?? '',
  readTwin: (pathname, language) => `# twin of ${pathname} in ${language}\n`,
  demos: () => ({
    format: DOCS_DATA_FORMAT,
    pages: {
      '/x/react-data-grid/row-grouping/': {
        RowGroupingGrid: {
          file: 'content/pages/react-data-grid/row-grouping/demos/RowGroupingGrid.tsx',
          source: "import { MOVIES } from '@content/demoData';",
          modules: ['demoData/movies.ts'],
          files: [{ path: 'demoData/index.ts', source: "export { MOVIES } from './movies';\n" }],
        },
      },
    },
    modules: { 'demoData/movies.ts': 'export const MOVIES = [];' },
  }),
  url: (pathname, language) => `https://docs.example.com${language === 'zh' ? '/zh' : ''}${pathname}`,
};

describe('the MCP tools', () => {
  it('search_docs keeps the engine’s order, filters by product and names the version', () => {
    const all = searchDocs(data, { query: 'row' });
    expect(all).toContain('Source: MUI X 7.21.0 documentation');
    expect(all.indexOf('Data Grid - Row grouping')).toBeLessThan(all.indexOf('Tree View - Selection'));
    expect(all).toContain('   URL: https://docs.example.com/x/react-data-grid/row-grouping/\n');
    expect(all).toContain('   Rows become collapsible groups.');
    const trees = searchDocs(data, { query: 'row', product: 'tree-view' });
    expect(trees).toContain('Tree View - Selection');
    expect(trees).not.toContain('Row grouping');
  });

  it('search_docs refuses a blank query and says when nothing matches', () => {
    expect(() => searchDocs(data, { query: '  ' })).toThrow(/search_docs needs a query/);
    expect(searchDocs(data, { query: 'zzzqqq' })).toContain('No results for "zzzqqq"');
  });

  it('get_page reads the twin in the path’s language, and suggests pages for an unknown path', () => {
    expect(getPage(data, { path: '/zh/x/react-data-grid/row-grouping/' })).toBe(
      'Source: MUI X 7.21.0 documentation, https://docs.example.com/zh/x/react-data-grid/row-grouping/\n\n# twin of /x/react-data-grid/row-grouping/ in zh\n',
    );
    expect(() => getPage(data, { path: '/x/react-data-grid/row-groupin/' })).toThrow(
      /no page of the MUI X 7\.21\.0 docs at "\/x\/react-data-grid\/row-groupin\/"\. Did you mean \/x\/react-data-grid\/row-grouping\/[,?]/,
    );
  });

  it('get_api finds a name in any case, gives its plan, and suggests names it contains', () => {
    expect(getApi(data, { name: 'datagrid' })).toContain('Plan: Community (MIT), component of the data-grid packages.');
    expect(() => getApi(data, { name: 'DataGridUltra' })).toThrow(/named "DataGridUltra"\. Close names: DataGrid\./);
  });

  it('get_demo gives the demo, its data modules and its trimmed index; an unknown demo lists the page’s demos', () => {
    const demo = getDemo(data, { page: 'react-data-grid/row-grouping', demo: 'RowGroupingGrid' });
    expect(demo).toContain("### RowGroupingGrid.tsx\n\n```tsx\nimport { MOVIES } from '@content/demoData';\n```");
    expect(demo).toContain('### demoData/movies.ts\n\n```ts\nexport const MOVIES = [];\n```');
    expect(demo).toContain("### demoData/index.ts\n\n```ts\nexport { MOVIES } from './movies';\n```");
    expect(() => getDemo(data, { page: '/x/react-data-grid/row-grouping/', demo: 'Nope' })).toThrow(
      /has no demo named "Nope"\. Its demos: RowGroupingGrid\./,
    );
    expect(() => getDemo(data, { page: '/x/react-tree-view/selection/', demo: 'A' })).toThrow(/has no demos/);
  });

  it('list_pages groups one product’s pages under their section, with plan and demo count', () => {
    const list = listPages(data, { product: 'data-grid' });
    expect(list).toContain('# Pages (data-grid): 1');
    expect(list).toContain(
      '## Data Grid\n\n- Rows › Row grouping (premium, 1 demo): https://docs.example.com/x/react-data-grid/row-grouping/',
    );
    expect(list).not.toContain('selection');
  });
});
