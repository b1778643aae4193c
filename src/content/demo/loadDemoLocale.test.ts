import { describe, expect, it } from 'vitest';
import { loadDemoLocale } from './loadDemoLocale';

type LocaleTexts = { defaultProps: { localeText: Record<string, unknown> } };

async function textsOf(language: 'en' | 'zh') {
  const components = (await loadDemoLocale(language)) as Record<string, LocaleTexts>;
  return {
    grid: components.MuiDataGrid!.defaultProps.localeText,
    pickers: components.MuiLocalizationProvider!.defaultProps.localeText,
  };
}

describe('loadDemoLocale', () => {
  it('English pages get the packages’ own enUS texts for the grid and the pickers', async () => {
    const { grid, pickers } = await textsOf('en');
    expect(grid.toolbarExport).toBe('Export');
    expect(pickers.datePickerToolbarTitle).toBe('Select date');
  });

  it('Chinese pages get zhCN for the grid and the pickers', async () => {
    const { grid, pickers } = await textsOf('zh');
    expect(grid.toolbarExport).toBe('导出');
    expect(pickers.datePickerToolbarTitle).toBe('选择日期');
  });

  it('every demo of a page gets the same object, so the theme is built once', async () => {
    expect(await loadDemoLocale('zh')).toBe(await loadDemoLocale('zh'));
  });
});
