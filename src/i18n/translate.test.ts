import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './translations/en.json';
import zh from './translations/zh.json';
import { findUnknownTranslationKeys, translate, type TranslationKey } from './translate';

const SRC_ROOT = path.resolve(__dirname, '..');

function listSourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return listSourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Literal keys passed to `t('…')` or `translate(language, '…')`, and the patterns of template-literal keys. */
function findTranslationCalls(source: string): { literals: string[]; templates: string[] } {
  const literals: string[] = [];
  const templates: string[] = [];
  for (const match of source.matchAll(/\bt\(\s*(?:(['"])((?:(?!\1)[^\\\n])*)\1|`([^`]*)`)\s*\)/g)) {
    if (match[2] !== undefined) literals.push(match[2]);
    if (match[3] !== undefined) templates.push(match[3]);
  }
  for (const match of source.matchAll(
    /\btranslate\(\s*[\w.]+\s*,\s*(?:(['"])((?:(?!\1)[^\\\n])*)\1|`([^`]*)`)\s*\)/g,
  )) {
    if (match[2] !== undefined) literals.push(match[2]);
    if (match[3] !== undefined) templates.push(match[3]);
  }
  return { literals, templates };
}

afterEach(() => {
  vi.doUnmock('./translations/zh.json');
  vi.resetModules();
});

describe('translate', () => {
  it('returns the English string in English', () => {
    expect(translate('en', 'skipToContent')).toBe('Skip to content');
  });

  it('returns the Chinese string in Chinese', () => {
    expect(translate('zh', 'skipToContent')).toBe(zh.skipToContent);
    expect(translate('zh', 'skipToContent')).not.toBe(en.skipToContent);
  });

  it('falls back to English for a key the Chinese file lacks', async () => {
    vi.doMock('./translations/zh.json', () => ({ default: { skipToContent: '跳到正文' } }));
    vi.resetModules();
    const fresh = await import('./translate');
    expect(fresh.translate('zh', 'skipToContent')).toBe('跳到正文');
    expect(fresh.translate('zh', 'editPage')).toBe('Edit this page');
    expect(fresh.translate('zh', 'notFoundTitle')).toBe(en.notFoundTitle);
  });

  it('reports keys of a translation that English does not define', async () => {
    vi.doMock('./translations/zh.json', () => ({
      default: { skipToContent: '跳到正文', skipToContnet: 'typo', legacy: 'x' },
    }));
    vi.resetModules();
    const fresh = await import('./translate');
    expect(fresh.findUnknownTranslationKeys('zh')).toEqual(['skipToContnet', 'legacy']);
  });
});

describe('translation files', () => {
  it('every Chinese key exists in English', () => {
    expect(findUnknownTranslationKeys('zh')).toEqual([]);
    expect(Object.keys(zh).filter((key) => !(key in en))).toEqual([]);
  });

  it('English has no unknown keys by definition', () => {
    expect(findUnknownTranslationKeys('en')).toEqual([]);
  });

  it('every string in both files is non-empty', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(zh)]) {
      expect(value.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('every key of the English file translates to a string in every language', () => {
    for (const key of Object.keys(en) as TranslationKey[]) {
      expect(typeof translate('zh', key), key).toBe('string');
      expect(translate('en', key)).toBe(en[key]);
    }
  });
});

describe('translation keys used in the source', () => {
  it('the key finder recognises t() and translate() calls with literal and template keys', () => {
    const sample = [
      "t('copy')",
      't("copied")',
      "translate(language, 'copyHeadingLink')",
      'translate(options.language, `callout.${kind}`)',
      't(`settings.${mode}`)',
      "split('x')",
      "format('y')",
    ].join('\n');
    expect(findTranslationCalls(sample)).toEqual({
      literals: ['copy', 'copied', 'copyHeadingLink'],
      templates: ['settings.${mode}', 'callout.${kind}'],
    });
  });

  const files = listSourceFiles(SRC_ROOT);
  const uses = files.flatMap((file) => {
    const { literals, templates } = findTranslationCalls(fs.readFileSync(file, 'utf8'));
    const relative = path.relative(SRC_ROOT, file);
    return [
      ...literals.map((key) => ({ file: relative, key, template: false })),
      ...templates.map((key) => ({ file: relative, key, template: true })),
    ];
  });

  it('finds translation calls in the source', () => {
    expect(uses.filter((use) => !use.template).length).toBeGreaterThan(10);
  });

  it('every literal key used with t() or translate() exists in en.json', () => {
    const missing = uses.filter((use) => !use.template && !(use.key in en)).map((use) => `${use.file}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it('every template key used with t() or translate() can match a key of en.json', () => {
    const unmatched = uses
      .filter((use) => use.template)
      .filter((use) => {
        const pattern = new RegExp(
          `^${use.key
            .split(/\$\{[^}]*\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
        );
        return !Object.keys(en).some((key) => pattern.test(key));
      })
      .map((use) => `${use.file}: ${use.key}`);
    expect(unmatched).toEqual([]);
  });
});
