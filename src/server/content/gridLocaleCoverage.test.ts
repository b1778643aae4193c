import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { computeGridLocaleCoverage, gridLocaleCoverageTable, gridTranslationKeys } from './gridLocaleCoverage';

const require = createRequire(import.meta.url);

describe('grid locale coverage', () => {
  const coverage = computeGridLocaleCoverage();

  it('lists every locale pack the installed package exports', () => {
    const exported = Object.keys(require('@mui/x-data-grid/locales')).sort();
    expect(coverage.map((locale) => locale.code)).toEqual(exported);
    expect(exported).toContain('zhCN');
  });

  it('counts translated keys against the English defaults, without MuiTablePagination', () => {
    const { GRID_DEFAULT_LOCALE_TEXT } = require('@mui/x-data-grid');
    const gridKeys = Object.keys(GRID_DEFAULT_LOCALE_TEXT).filter((key) => key !== 'MuiTablePagination');
    for (const locale of coverage) {
      expect(locale.total).toBe(gridKeys.length);
      expect(locale.translated).toBeGreaterThan(0);
      expect(locale.translated).toBeLessThanOrEqual(gridKeys.length);
    }
    const zhCN = coverage.find((locale) => locale.code === 'zhCN')!;
    const text = require('@mui/x-data-grid/locales').zhCN.components.MuiDataGrid.defaultProps.localeText;
    expect(zhCN.translated).toBe(gridKeys.filter((key) => text[key] !== undefined).length);
  });

  it('leaves out MuiTablePagination, which every pack sets from the merged core translations', () => {
    const { GRID_DEFAULT_LOCALE_TEXT } = require('@mui/x-data-grid');
    // The premise: the English text has the key and every pack fills it in, translated or not.
    expect(Object.keys(GRID_DEFAULT_LOCALE_TEXT)).toContain('MuiTablePagination');
    const packs = Object.values(require('@mui/x-data-grid/locales')) as {
      components: { MuiDataGrid: { defaultProps: { localeText: Record<string, unknown> } } };
    }[];
    for (const pack of packs) {
      expect(pack.components.MuiDataGrid.defaultProps.localeText.MuiTablePagination).toBeDefined();
    }

    expect(gridTranslationKeys(GRID_DEFAULT_LOCALE_TEXT)).not.toContain('MuiTablePagination');
    expect(gridTranslationKeys({ noRowsLabel: 'x', MuiTablePagination: {} })).toEqual(['noRowsLabel']);
    expect(coverage[0]!.total).toBe(Object.keys(GRID_DEFAULT_LOCALE_TEXT).length - 1);
  });

  it('renders one table row per locale with a translated header', () => {
    const table = gridLocaleCoverageTable('zh');
    expect(table.children).toHaveLength(coverage.length + 1);
    expect(JSON.stringify(table.children[0])).toContain('已翻译的键');
  });
});
