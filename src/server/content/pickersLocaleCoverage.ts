import { createRequire } from 'node:module';
import type { Table } from 'mdast';
import type { Language } from '@/i18n/languages';
import { localeCoverageTable, measureLocaleCoverage, type LocaleCoverage } from './localeCoverageTable';

const require = createRequire(import.meta.url);

type LocaleText = Record<string, unknown>;

/** Keeps the locale packs among the module's exports, which also hold `DEFAULT_LOCALE` (the bare English text). */
export function pickersLocalePacks(exports: Record<string, unknown>): [string, LocaleText][] {
  return Object.entries(exports).flatMap(([code, value]) => {
    const text = (
      value as { components?: { MuiLocalizationProvider?: { defaultProps?: { localeText?: LocaleText } } } }
    )?.components?.MuiLocalizationProvider?.defaultProps?.localeText;
    return text ? [[code, text] as [string, LocaleText]] : [];
  });
}

/**
 * Every locale pack shipped in @mui/x-date-pickers with how many of the English keys (`DEFAULT_LOCALE`) it
 * translates. Packs leave untranslated keys out (commented in the source), and the provider falls back to English.
 */
export function computePickersLocaleCoverage(): LocaleCoverage[] {
  const exports = require('@mui/x-date-pickers/locales') as Record<string, unknown> & { DEFAULT_LOCALE: LocaleText };
  const keys = Object.keys(exports.DEFAULT_LOCALE);
  return pickersLocalePacks(exports)
    .map(([code, text]) => measureLocaleCoverage(code, text, keys))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The pickers' coverage table (`::pickers-locale-coverage`). */
export function pickersLocaleCoverageTable(language: Language): Table {
  return localeCoverageTable(computePickersLocaleCoverage(), language);
}
