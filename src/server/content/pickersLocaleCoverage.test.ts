import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { localeTagFromExportName, measureLocaleCoverage } from './localeCoverageTable';
import { computePickersLocaleCoverage, pickersLocaleCoverageTable, pickersLocalePacks } from './pickersLocaleCoverage';
import { renderMarkdown } from './renderMarkdown';

const require = createRequire(import.meta.url);
const locales = require('@mui/x-date-pickers/locales') as Record<string, unknown> & {
  DEFAULT_LOCALE: Record<string, unknown>;
};
type Pack = { components: { MuiLocalizationProvider: { defaultProps: { localeText: Record<string, unknown> } } } };

describe('pickers locale coverage', () => {
  const coverage = computePickersLocaleCoverage();

  it('lists every locale pack the installed package exports, but not the bare DEFAULT_LOCALE text', () => {
    const packs = Object.keys(locales)
      .filter((name) => name !== 'DEFAULT_LOCALE')
      .sort((a, b) => a.localeCompare(b));
    expect(coverage.map((locale) => locale.code)).toEqual(packs);
    expect(packs).toEqual(expect.arrayContaining(['enUS', 'zhCN', 'eu', 'kzKZ']));
  });

  it('counts the keys of each pack against the English DEFAULT_LOCALE keys', () => {
    const englishKeys = Object.keys(locales.DEFAULT_LOCALE);
    for (const locale of coverage) {
      expect(locale.total).toBe(englishKeys.length);
      expect(locale.translated).toBeGreaterThan(0);
      expect(locale.translated).toBeLessThanOrEqual(englishKeys.length);
    }
    expect(coverage.find((locale) => locale.code === 'enUS')!.translated).toBe(englishKeys.length);
    const urPK = (locales.urPK as Pack).components.MuiLocalizationProvider.defaultProps.localeText;
    // The Urdu pack leaves some keys commented out: they must not count.
    expect(coverage.find((locale) => locale.code === 'urPK')!.translated).toBe(
      englishKeys.filter((key) => urPK[key] !== undefined).length,
    );
    expect(coverage.find((locale) => locale.code === 'urPK')!.translated).toBeLessThan(englishKeys.length);
  });

  it('keeps only exports shaped like a theme locale pack', () => {
    const pack = { components: { MuiLocalizationProvider: { defaultProps: { localeText: { okButtonLabel: 'OK' } } } } };
    expect(pickersLocalePacks({ DEFAULT_LOCALE: { okButtonLabel: 'OK' }, xxXX: pack, other: null })).toEqual([
      ['xxXX', { okButtonLabel: 'OK' }],
    ]);
  });

  it('renders one table row per locale with a translated header', () => {
    const table = pickersLocaleCoverageTable('zh');
    expect(table.children).toHaveLength(coverage.length + 1);
    expect(JSON.stringify(table.children[0])).toContain('已翻译的键');
  });

  it('is placed in a page with ::pickers-locale-coverage', async () => {
    const { segments } = await renderMarkdown('::pickers-locale-coverage\n', 'en', 'localization.md');
    const html = segments.map((segment) => ('html' in segment ? segment.html : '')).join('');
    expect(html).toContain('<table');
    expect(html).toContain('<code>zhCN</code>');
    expect(html).toContain('Kazakh');
  });
});

describe('locale tags and coverage measurement', () => {
  it('splits a language-and-region export name and keeps a language-only one', () => {
    expect(localeTagFromExportName('zhCN')).toBe('zh-CN');
    expect(localeTagFromExportName('eu')).toBe('eu');
  });

  it('maps the Kazakh pack, exported as kzKZ, to the valid tag kk-KZ', () => {
    expect(localeTagFromExportName('kzKZ')).toBe('kk-KZ');
  });

  it('counts a key as translated only when the pack defines it', () => {
    expect(measureLocaleCoverage('frFR', { a: 'A', c: undefined, extra: 'x' }, ['a', 'b', 'c'])).toEqual({
      code: 'frFR',
      tag: 'fr-FR',
      translated: 1,
      total: 3,
    });
  });
});
