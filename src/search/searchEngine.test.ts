import { describe, expect, it } from 'vitest';
import { allowsPrefix, fuzzyDistance, SearchEngine } from './searchEngine';
import { SEARCH_INDEX_FORMAT, type PagesIndexFile } from './searchIndexFormat';

const pages: PagesIndexFile = {
  format: SEARCH_INDEX_FORMAT,
  language: 'zh',
  groups: ['数据表格', 'API 参考'],
  apiGroup: 1,
  pages: [
    ['/zh/x/grid/export/', 'Data Grid - Export', 0, '导出 Export', 'Export rows to CSV.'],
    ['/zh/x/grid/editing/', 'Data Grid - Editing', 0, '编辑 Editing', 'Edit cells.', 'spreadsheet inline'],
  ],
  sections: [
    [0, '', '', ''],
    [0, 'CSV export', 'csv-export', 'csvOptions'],
    [1, '', '', 'processRowUpdate'],
  ],
};

/** An English index with one group, Data Grid: the pages and sections each test adds make it whole. */
const DATA_GRID_EN: Omit<PagesIndexFile, 'pages' | 'sections'> = {
  format: SEARCH_INDEX_FORMAT,
  language: 'en',
  groups: ['Data Grid'],
  apiGroup: 0,
};

describe('ranking helpers', () => {
  it('tolerates typos from five letters on, two edits from six', () => {
    expect(fuzzyDistance('sort')).toBe(false);
    expect(fuzzyDistance('quikc')).toBe(1);
    expect(fuzzyDistance('exprot')).toBe(2);
    expect(fuzzyDistance('筛选')).toBe(false);
  });

  it('matches word beginnings as the reader types, not Chinese pairs', () => {
    expect(allowsPrefix('ex')).toBe(true);
    expect(allowsPrefix('e')).toBe(false);
    expect(allowsPrefix('导出')).toBe(false);
  });
});

describe('SearchEngine', () => {
  const engine = new SearchEngine(pages);
  engine.addApi({
    format: SEARCH_INDEX_FORMAT,
    pages: [
      ['DataGrid', '/x/api/data-grid/data-grid/'],
      ['DataGridPro', '/x/api/data-grid/data-grid-pro/'],
    ],
    rows: [['processRowUpdate', 0, [0, 1], 'Called before a row is saved.']],
  });

  it('puts the page itself first, then its sections, with links in the index language', () => {
    const hits = engine.search('exprot');
    expect(hits[0]).toMatchObject({ href: '/zh/x/grid/export/', group: '数据表格', heading: '' });
    expect(hits.map((hit) => hit.href)).toContain('/zh/x/grid/export/#csv-export');
  });

  it('finds a page by the words readers used for it, on its introduction only', () => {
    const hits = engine.search('spreadsheet');
    expect(hits.map((hit) => hit.href)).toEqual(['/zh/x/grid/editing/']);
  });

  it('finds a page by the words developers used for it, below a page that has the word itself', () => {
    const english = new SearchEngine({
      ...DATA_GRID_EN,
      pages: [
        ['/x/grid/pinning/', 'Column pinning', 0, 'Pinning', 'Keep columns in view.', '', 'shadow'],
        ['/x/grid/style/', 'Styling', 0, 'Styling', 'Borders and shadow of the grid.'],
      ],
      sections: [
        [0, '', '', ''],
        [0, 'Pinned columns', 'pinned', ''],
        [1, '', '', ''],
      ],
    });
    expect(english.search('shadow').map((hit) => hit.href)).toEqual(['/x/grid/style/', '/x/grid/pinning/']);
  });

  it('finds a page by the words the official docs use for it, on its introduction', () => {
    const english = new SearchEngine({
      ...DATA_GRID_EN,
      pages: [
        ['/x/grid/editing/', 'Editing', 0, 'Editing', 'Edit cells and rows.', '', '', 'crud'],
        ['/x/grid/export/', 'Export', 0, 'Export', 'Export rows.'],
      ],
      sections: [
        [0, '', '', ''],
        [0, 'Row editing', 'row-editing', ''],
        [1, '', '', ''],
      ],
    });
    expect(english.search('crud example').map((hit) => hit.href)).toEqual(['/x/grid/editing/']);
  });

  it('finds a page by the API names its demos use, on its introduction, typed whole', () => {
    const english = new SearchEngine({
      ...DATA_GRID_EN,
      pages: [
        [
          '/x/charts/axis/',
          'Axis',
          0,
          'Axis',
          'Scales, ticks and reference lines.',
          '',
          '',
          '',
          '',
          'LineChart ChartsReferenceLine',
        ],
        ['/x/charts/lines/', 'Lines', 0, 'Lines', 'Line series.', '', '', '', '', 'LineChart'],
      ],
      sections: [
        [0, '', '', ''],
        [1, '', '', ''],
      ],
    });
    expect(english.search('ChartsReferenceLine component').map((hit) => hit.href)).toEqual(['/x/charts/axis/']);
    // Whole names only: a word is not searched as the start of a name there ("grid" is not `GridFilterModel`).
    expect(english.search('ChartsRef').map((hit) => hit.href)).toEqual([]);
  });

  it('finds a Chinese navigation title', () => {
    expect(engine.search('导出')[0]?.href).toBe('/zh/x/grid/export/');
  });

  it('an API name lands on the row of the community page, naming the others', () => {
    const row = engine.search('processRowUpdate').find((hit) => hit.kind === 'apiRow');
    expect(row).toMatchObject({
      href: '/zh/x/api/data-grid/data-grid/#prop-processRowUpdate',
      group: 'API 参考',
      apiRow: { kind: 'prop', summary: 'Called before a row is saved.', alsoOn: ['DataGridPro'] },
    });
  });

  it('answers nothing for a query of stop words only, and suggests words of the index', () => {
    expect(engine.search('the to')).toEqual([]);
    expect(engine.vocabulary()).toEqual(expect.arrayContaining(['Export', 'processRowUpdate', 'DataGridPro']));
  });
});

describe('SearchEngine ranking signals', () => {
  const engine = new SearchEngine({
    format: SEARCH_INDEX_FORMAT,
    language: 'en',
    groups: ['Data Grid', 'Tree View', 'Migration', 'API reference'],
    apiGroup: 3,
    pages: [
      ['/x/react-data-grid/row-selection/', 'Data Grid - Row selection', 0, 'Row selection', 'Select rows.'],
      ['/x/react-tree-view/rich-tree-view/selection/', 'Rich Tree View - Selection', 1, 'Selection', 'Select items.'],
      ['/x/react-data-grid/getting-started/', 'Data Grid - Getting started', 0, 'Getting started', 'Install it.'],
      ['/x/migration/migration-data-grid-v6/', 'Migration from v6 to v7', 2, 'Data Grid v6', 'Install v7.'],
      ['/x/react-data-grid/column-pinning/', 'Data Grid - Column pinning', 0, 'Column pinning', 'Pin columns.'],
      ['/x/react-date-pickers/date-picker/', 'Date Picker', 0, 'Date Picker', 'Pick a date.'],
    ],
    sections: [
      [0, '', '', ''],
      [1, '', '', ''],
      [2, '', '', 'DataGrid'],
      [2, 'Installation', 'installation', ''],
      [3, '', '', ''],
      [3, 'Installation', 'installation', ''],
      [4, '', '', ''],
      [5, '', '', 'DatePicker'],
    ],
  });
  engine.addApi({
    format: SEARCH_INDEX_FORMAT,
    pages: [
      ['DataGrid', '/x/api/data-grid/data-grid/'],
      ['DatePicker', '/x/api/date-pickers/date-picker/'],
    ],
    rows: [],
  });
  const top = (query: string, product?: 'x-data-grid' | 'x-tree-view') =>
    engine.search(query, { limit: 3, product }).map((hit) => hit.href);

  it('the reader’s product comes first for a word several products use', () => {
    expect(top('selection', 'x-tree-view')[0]).toBe('/x/react-tree-view/rich-tree-view/selection/');
    expect(top('selection', 'x-data-grid')[0]).toBe('/x/react-data-grid/row-selection/');
  });

  it('"<Component> api" leads with the API page; the name alone with the guide', () => {
    expect(top('DataGrid api')[0]).toBe('/x/api/data-grid/data-grid/');
    expect(top('DatePicker api')[0]).toBe('/x/api/date-pickers/date-picker/');
    expect(top('DatePicker')[0]).toBe('/x/react-date-pickers/date-picker/');
  });

  it('migration guides rank below current guides unless the query names a version or migrating', () => {
    expect(top('installation')[0]).toMatch(/^\/x\/react-data-grid\/getting-started\//);
    expect(top('installation v6')[0]).toMatch(/^\/x\/migration\//);
  });

  it('a reader’s word finds the page that uses another word for it', () => {
    expect(top('freeze columns')[0]).toBe('/x/react-data-grid/column-pinning/');
  });

  it('still accepts a plain limit', () => {
    expect(engine.search('selection', 1)).toHaveLength(1);
  });
});

describe('a query that is a page title as typed', () => {
  it('puts that page before a longer-titled page with the same words', () => {
    const engine = new SearchEngine({
      ...DATA_GRID_EN,
      pages: [
        [
          '/x/react-data-grid/recipes-row-grouping/',
          'Data Grid - Row grouping recipes',
          0,
          'Row grouping',
          'Row grouping examples.',
        ],
        [
          '/x/react-data-grid/row-grouping/',
          'Data Grid - Row grouping',
          0,
          'Row grouping',
          'Group rows by column values.',
        ],
      ],
      sections: [
        [0, '', '', 'rowGroupingModel'],
        [0, 'Row grouping with a custom cell', 'custom', ''],
        [1, '', '', ''],
      ],
    });
    expect(engine.search('row grouping')[0]?.href).toBe('/x/react-data-grid/row-grouping/');
    expect(engine.search('row grouping recipes')[0]?.href).toBe('/x/react-data-grid/recipes-row-grouping/');
  });
});

describe('a page title being typed', () => {
  it('finds the page it begins before pages that have the word whole', () => {
    const engine = new SearchEngine({
      ...DATA_GRID_EN,
      pages: [
        ['/x/react-data-grid/quick-filter/', 'Data Grid - Quick filter', 0, 'Quick filter', 'A search box.'],
        ['/x/react-data-grid/filtering/', 'Data Grid - Filtering', 0, 'Filtering', 'Show the rows that match.'],
      ],
      sections: [
        [0, '', '', ''],
        [0, 'Initial value', 'initial-value', ''],
        [1, '', '', ''],
      ],
    });
    expect(engine.search('filter', { product: 'x-data-grid' })[0]?.href).toBe('/x/react-data-grid/filtering/');
    expect(engine.search('quick filter')[0]?.href).toBe('/x/react-data-grid/quick-filter/');
  });
});

describe('an API name typed as one', () => {
  const engine = new SearchEngine({
    format: SEARCH_INDEX_FORMAT,
    language: 'en',
    groups: ['Common concepts', 'Data Grid'],
    apiGroup: 0,
    pages: [
      ['/x/common-concepts/slots/', 'Slots', 0, 'Slots', 'Replace parts.'],
      ['/x/react-data-grid/column-menu/', 'Data Grid - Column menu', 1, 'Column menu', 'The menu of a column.'],
    ],
    sections: [
      [0, '', '', ''],
      [0, 'A custom component', 'a-custom-component', ''],
      [1, '', '', ''],
    ],
  });

  it('outweighs the plain words around it', () => {
    expect(engine.search('custom ColumnMenu component')[0]?.href).toBe('/x/react-data-grid/column-menu/');
  });

  it('weighs as a plain word when typed in lower case', () => {
    expect(engine.search('custom columnmenu component')[0]?.href).toBe('/x/common-concepts/slots/#a-custom-component');
  });
});

describe('sections of one page and sections’ prose', () => {
  const pagesWithProse: PagesIndexFile = {
    ...DATA_GRID_EN,
    pages: [
      ['/x/react-data-grid/export/', 'Data Grid - Export', 0, 'Export', 'Export rows.'],
      ['/x/react-data-grid/clipboard/', 'Data Grid - Copy and paste', 0, 'Copy and paste', 'Copy cells.'],
      ['/x/react-data-grid/overlays/', 'Data Grid - Overlays', 0, 'Overlays', 'Show states over the rows.'],
    ],
    sections: [
      [0, '', '', ''],
      [0, 'Export CSV', 'csv', ''],
      [0, 'Export Excel', 'excel', ''],
      [1, '', '', ''],
      [1, 'Copy as CSV', 'copy-csv', ''],
      [2, '', '', ''],
      [2, 'No rows overlay', 'no-rows', ''],
    ],
  };
  const prose = ['', '', '', '', '', '', 'Shown while the rows array is empty.'];

  it('lists another page’s section before a third section of the page already listed', async () => {
    const engine = new SearchEngine(pagesWithProse);
    const hrefs = engine.search('export csv', 3).map((hit) => hit.href);
    expect(hrefs[0]).toBe('/x/react-data-grid/export/#csv');
    expect(hrefs[1]).toBe('/x/react-data-grid/clipboard/#copy-csv');
  });

  it('finds a section by a word only its prose has, once the prose is added, and marks that word', async () => {
    const engine = new SearchEngine(pagesWithProse);
    expect(engine.search('empty')).toEqual([]);
    expect(engine.hasProse).toBe(false);
    await engine.addProse(prose);
    expect(engine.hasProse).toBe(true);
    const [first] = engine.search('empty', 3);
    expect(first).toMatchObject({ href: '/x/react-data-grid/overlays/#no-rows' });
    expect(first?.terms).toContain('empty');
  });

  it('weighs a heading’s words above the same words in another section’s prose', async () => {
    const engine = new SearchEngine(pagesWithProse);
    await engine.addProse(['', '', '', '', 'Copies the cells as Excel would.', '', '']);
    expect(engine.search('excel', 1)[0]?.href).toBe('/x/react-data-grid/export/#excel');
  });
});

describe("SearchEngine: a page's aliases", () => {
  const page = (path: string, title: string, aliases = '') =>
    [`/x/grid/${path}/`, `Data Grid - ${title}`, 0, title, '', '', '', '', aliases] as PagesIndexFile['pages'][number];
  const engine = new SearchEngine({
    ...DATA_GRID_EN,
    pages: [
      page('lazy-loading', 'Row lazy loading', 'infinite scroll, load on demand'),
      page('scrolling', 'Scrolling'),
      page('recipes', 'Row recipes', 'search input'),
      page('quick', 'Quick filter'),
    ],
    sections: [
      [0, '', '', ''],
      [1, '', '', ''],
      [2, '', '', ''],
      [3, '', '', ''],
    ],
  });
  const hrefs = (query: string) => engine.search(query).map((hit) => hit.href);

  it('puts the page an alias names before a page that only shares a word with it', () => {
    expect(hrefs('grid infinite scroll')[0]).toBe('/x/grid/lazy-loading/');
  });

  it('adds nothing for a word the query shares with an alias alone', () => {
    expect(hrefs('input')).toEqual([]);
    expect(hrefs('quick filter with a custom input')).toEqual(['/x/grid/quick/']);
  });
});
