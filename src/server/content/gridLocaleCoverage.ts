import { createRequire } from 'node:module';
import type { Table } from 'mdast';
import type { Language } from '@/i18n/languages';
import { localeCoverageTable, measureLocaleCoverage, type LocaleCoverage } from './localeCoverageTable';

export type { LocaleCoverage } from './localeCoverageTable';

const require = createRequire(import.meta.url);

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
  const { GRID_DEFAULT_LOCALE_TEXT } = require('@mui/x-data-grid') as {
    GRID_DEFAULT_LOCALE_TEXT: Record<string, unknown>;
  };
  const locales = require('@mui/x-data-grid/locales') as Record<string, LocalePack>;
  const keys = gridTranslationKeys(GRID_DEFAULT_LOCALE_TEXT);
  return Object.entries(locales)
    .map(([code, pack]) => measureLocaleCoverage(code, pack.components.MuiDataGrid.defaultProps.localeText, keys))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The grid's coverage table (`::grid-locale-coverage`). */
export function gridLocaleCoverageTable(language: Language): Table {
  return localeCoverageTable(computeGridLocaleCoverage(), language);
}
