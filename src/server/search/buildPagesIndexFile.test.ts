import { describe, expect, it } from 'vitest';
import { EXCERPT_SHARD_SIZE } from '@/search/searchIndexFormat';
import { buildPagesIndexFile, SECTION_TEXT_LIMIT } from './buildPagesIndexFile';

const entries = [
  { pathname: '/x/grid/export/', group: { en: 'Data Grid', zh: '数据表格' }, navTitle: { en: 'Export', zh: '导出' } },
  { pathname: '/x/api/data-grid/data-grid/', group: { en: 'API reference', zh: 'API 参考' }, navTitle: 'DataGrid' },
];

describe('buildPagesIndexFile', () => {
  it('indexes Markdown pages with their localized URL, titles, headings and code spans; excerpts go to their own files', () => {
    const long = 'word '.repeat(100);
    const { index, excerpts } = buildPagesIndexFile(
      'zh',
      entries,
      (pathname) =>
        pathname === '/x/grid/export/'
          ? {
              title: 'Data Grid - Export',
              description: 'Export rows.',
              sections: [
                {
                  heading: '',
                  anchor: '',
                  text: long,
                  codeSpans: ['csvOptions', 'apiRef.current.exportDataAsCsv()', 'a long expression with spaces'],
                },
                {
                  heading: 'CSV',
                  anchor: 'csv',
                  text: 'Export to CSV. csvOptions sets the separator; csvOptions also names the file.',
                  codeSpans: ['csvOptions'],
                },
              ],
              aliases: [],
            }
          : null,
      { en: 'API reference', zh: 'API 参考' },
    );
    expect(index.pages).toEqual([['/zh/x/grid/export/', 'Data Grid - Export', 0, '导出 Export', 'Export rows.']]);
    expect(index.groups).toEqual(['数据表格', 'API 参考']);
    expect(index.apiGroup).toBe(1);
    // A code span is indexed once per page, in the section that explains it (marked as its home) when it is on the
    // page; expressions are not names.
    expect(index.sections).toEqual([
      [0, '', '', ''],
      [0, 'CSV', 'csv', '!csvOptions'],
    ]);
    expect(excerpts).toHaveLength(1);
    expect(excerpts[0]?.texts[0]?.length).toBeLessThanOrEqual(SECTION_TEXT_LIMIT + 1);
    expect(excerpts[0]?.texts[0]?.endsWith('…')).toBe(true);
  });

  it('stores the words readers, developers and the official docs used for a page, its aliases and the API names it uses after its description, only where there are some', () => {
    const page = (pathname: string) => ({
      title: 'Data Grid - Export',
      description: 'Export rows.',
      sections: [],
      aliases: pathname === '/x/grid/filtering/' ? ['search rows', 'where clause'] : [],
    });
    const twoPages = [
      entries[0]!,
      { ...entries[0]!, pathname: '/x/grid/editing/' },
      { ...entries[0]!, pathname: '/x/grid/sorting/' },
      { ...entries[0]!, pathname: '/x/grid/filtering/' },
    ];
    const { index } = buildPagesIndexFile(
      'en',
      twoPages,
      page,
      'API',
      new Map([['/x/grid/export/', 'spreadsheet']]),
      new Map([
        ['/x/grid/export/', 'serialization'],
        ['/x/grid/editing/', 'mutation'],
      ]),
      new Map([['/x/grid/sorting/', 'ascending']]),
      new Map([
        ['/x/grid/sorting/', 'DataGrid GridSortModel'],
        ['/x/grid/filtering/', ''],
      ]),
    );
    expect(index.pages.map((entry) => entry.slice(5))).toEqual([
      ['spreadsheet', 'serialization'],
      ['', 'mutation'],
      ['', '', 'ascending', '', 'DataGrid GridSortModel'],
      ['', '', '', 'search rows, where clause'],
    ]);
  });

  it('splits excerpts into files of a fixed number of sections', () => {
    const sections = Array.from({ length: EXCERPT_SHARD_SIZE + 1 }, (_, n) => ({
      heading: `H${n}`,
      anchor: `h${n}`,
      text: 't',
      codeSpans: [],
    }));
    const { excerpts } = buildPagesIndexFile(
      'en',
      entries.slice(0, 1),
      () => ({ title: 'T', description: '', sections, aliases: [] }),
      'API',
    );
    expect(excerpts.map((file) => file.texts.length)).toEqual([EXCERPT_SHARD_SIZE, 1]);
  });
});
