import { createRequire } from 'node:module';
import type { Table, TableRow } from 'mdast';
import type { Language } from '@/i18n/languages';

const require = createRequire(import.meta.url);

export interface LocaleCoverage {
  /** Export name of the locale pack, e.g. `zhCN`. */
  code: string;
  /** BCP 47 tag, e.g. `zh-CN`. */
  tag: string;
  translated: number;
  total: number;
}

type LocalePack = { components: { MuiDataGrid: { defaultProps: { localeText: Record<string, unknown> } } } };

/**
 * Keys of the English locale text that say nothing about a pack's grid translations. Every pack sets
 * `MuiTablePagination` to the Material UI core translations it merges in (or `{}` when it has none),
 * so counting it would credit each pack with one key it never translated.
 */
export const KEYS_EXCLUDED_FROM_COVERAGE: readonly string[] = ['MuiTablePagination'];

/** The grid's own translatable keys: the English locale text minus the keys every pack fills in regardless. */
export function gridTranslationKeys(defaultLocaleText: Record<string, unknown>): string[] {
  return Object.keys(defaultLocaleText).filter((key) => !KEYS_EXCLUDED_FROM_COVERAGE.includes(key));
}

/** Every locale pack shipped in @mui/x-data-grid with how many of the English keys it translates. */
export function computeGridLocaleCoverage(): LocaleCoverage[] {
  const { GRID_DEFAULT_LOCALE_TEXT } = require('@mui/x-data-grid') as { GRID_DEFAULT_LOCALE_TEXT: Record<string, unknown> };
  const locales = require('@mui/x-data-grid/locales') as Record<string, LocalePack>;
  const keys = gridTranslationKeys(GRID_DEFAULT_LOCALE_TEXT);
  return Object.entries(locales)
    .map(([code, pack]) => {
      const text = pack.components.MuiDataGrid.defaultProps.localeText;
      return {
        code,
        tag: `${code.slice(0, 2)}-${code.slice(2)}`,
        translated: keys.filter((key) => text[key] !== undefined).length,
        total: keys.length,
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}

const HEADERS: Record<Language, [string, string, string, string]> = {
  en: ['Locale', 'Language', 'Import name', 'Translated keys'],
  zh: ['区域', '语言', '导入名称', '已翻译的键'],
};

const cell = (text: string, code = false) => ({
  type: 'tableCell' as const,
  children: [code ? { type: 'inlineCode' as const, value: text } : { type: 'text' as const, value: text }],
});

/** The coverage table as Markdown AST, so it renders like any table the authors write. */
export function gridLocaleCoverageTable(language: Language): Table {
  const names = new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : 'en'], { type: 'language' });
  const header: TableRow = { type: 'tableRow', children: HEADERS[language].map((text) => cell(text)) };
  const rows: TableRow[] = computeGridLocaleCoverage().map((locale) => ({
    type: 'tableRow',
    children: [
      cell(locale.tag),
      cell(names.of(locale.tag) ?? locale.tag),
      cell(locale.code, true),
      cell(`${locale.translated}/${locale.total} (${Math.round((locale.translated / locale.total) * 100)}%)`),
    ],
  }));
  return { type: 'table', align: ['left', 'left', 'left', 'right'], children: [header, ...rows] };
}
