import type { Table, TableRow } from 'mdast';
import type { Language } from '@/i18n/languages';

/** How much of a component's English locale text one shipped locale pack translates. */
export interface LocaleCoverage {
  /** Export name of the locale pack, e.g. `zhCN`. */
  code: string;
  /** BCP 47 tag, e.g. `zh-CN`. */
  tag: string;
  translated: number;
  total: number;
}

/**
 * Export names whose letters are not a valid BCP 47 tag. The Kazakh pack is exported as `kzKZ`, but `kz`
 * is not a language code (Kazakh is `kk`), and `Intl.DisplayNames` would echo it back untranslated.
 */
const TAG_OVERRIDES: Readonly<Record<string, string>> = { kzKZ: 'kk-KZ' };

/** The BCP 47 tag of a locale pack export name: `zhCN` → `zh-CN`, `eu` → `eu` (packs named after a language only). */
export function localeTagFromExportName(code: string): string {
  return TAG_OVERRIDES[code] ?? (code.length > 2 ? `${code.slice(0, 2)}-${code.slice(2)}` : code);
}

/** One pack's coverage: how many of the English `keys` its `text` defines. */
export function measureLocaleCoverage(
  code: string,
  text: Record<string, unknown>,
  keys: readonly string[],
): LocaleCoverage {
  return {
    code,
    tag: localeTagFromExportName(code),
    translated: keys.filter((key) => text[key] !== undefined).length,
    total: keys.length,
  };
}

const HEADERS: Record<Language, [string, string, string, string]> = {
  en: ['Locale', 'Language', 'Import name', 'Translated keys'],
  zh: ['区域', '语言', '导入名称', '已翻译的键'],
};

const cell = (text: string, code = false) => ({
  type: 'tableCell' as const,
  children: [code ? { type: 'inlineCode' as const, value: text } : { type: 'text' as const, value: text }],
});

/** A coverage table as Markdown AST, so it renders like any table the authors write. */
export function localeCoverageTable(coverage: readonly LocaleCoverage[], language: Language): Table {
  const names = new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : 'en'], { type: 'language' });
  const header: TableRow = { type: 'tableRow', children: HEADERS[language].map((text) => cell(text)) };
  const rows: TableRow[] = coverage.map((locale) => ({
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
