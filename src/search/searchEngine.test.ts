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
    ['/zh/x/grid/editing/', 'Data Grid - Editing', 0, '编辑 Editing', 'Edit cells.'],
  ],
  sections: [
    [0, '', '', ''],
    [0, 'CSV export', 'csv-export', 'csvOptions'],
    [1, '', '', 'processRowUpdate'],
  ],
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
    rows: [['processRowUpdate', 0, [0, 1]]],
  });

  it('puts the page itself first, then its sections, with links in the index language', () => {
    const hits = engine.search('exprot');
    expect(hits[0]).toMatchObject({ href: '/zh/x/grid/export/', group: '数据表格', heading: '' });
    expect(hits.map((hit) => hit.href)).toContain('/zh/x/grid/export/#csv-export');
  });

  it('finds a Chinese navigation title', () => {
    expect(engine.search('导出')[0]?.href).toBe('/zh/x/grid/export/');
  });

  it('an API name lands on the row of the community page, naming the others', () => {
    const row = engine.search('processRowUpdate').find((hit) => hit.kind === 'apiRow');
    expect(row).toMatchObject({
      href: '/zh/x/api/data-grid/data-grid/#prop-processRowUpdate',
      group: 'API 参考',
      apiRow: { kind: 'prop', alsoOn: ['DataGridPro'] },
    });
  });

  it('answers nothing for a query of stop words only, and suggests words of the index', () => {
    expect(engine.search('the to')).toEqual([]);
    expect(engine.vocabulary()).toEqual(expect.arrayContaining(['Export', 'processRowUpdate', 'DataGridPro']));
  });
});
