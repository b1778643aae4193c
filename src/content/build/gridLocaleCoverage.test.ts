import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { computeGridLocaleCoverage, gridLocaleCoverageTable } from './gridLocaleCoverage';

const require = createRequire(import.meta.url);

describe('grid locale coverage', () => {
  const coverage = computeGridLocaleCoverage();

  it('lists every locale pack the installed package exports', () => {
    const exported = Object.keys(require('@mui/x-data-grid/locales')).sort();
    expect(coverage.map((locale) => locale.code)).toEqual(exported);
    expect(exported).toContain('zhCN');
  });

  it('counts translated keys against the English defaults', () => {
    const { GRID_DEFAULT_LOCALE_TEXT } = require('@mui/x-data-grid');
    const total = Object.keys(GRID_DEFAULT_LOCALE_TEXT).length;
    for (const locale of coverage) {
      expect(locale.total).toBe(total);
      expect(locale.translated).toBeGreaterThan(0);
      expect(locale.translated).toBeLessThanOrEqual(total);
    }
    const zhCN = coverage.find((locale) => locale.code === 'zhCN')!;
    const text = require('@mui/x-data-grid/locales').zhCN.components.MuiDataGrid.defaultProps.localeText;
    expect(zhCN.translated).toBe(Object.keys(GRID_DEFAULT_LOCALE_TEXT).filter((key) => text[key] !== undefined).length);
  });

  it('renders one table row per locale with a translated header', () => {
    const table = gridLocaleCoverageTable('zh');
    expect(table.children).toHaveLength(coverage.length + 1);
    expect(JSON.stringify(table.children[0])).toContain('已翻译的键');
  });
});
