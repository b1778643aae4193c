import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './translations/en.json';
import zh from './translations/zh.json';
import { listPlaceholders } from './interpolate';
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

type TranslationCall = { key: string; template: boolean; values: string[] | undefined };

/** The names of a `{ a, b: f([c, d]) }` literal whose values hold no braces. */
function readValueNames(objectLiteral: string | undefined): string[] | undefined {
  let topLevel = objectLiteral;
  // Drop bracketed parts from the inside out, so only the commas between entries remain.
  while (topLevel !== undefined && /\([^()[\]]*\)|\[[^()[\]]*\]/.test(topLevel)) {
    topLevel = topLevel.replace(/\([^()[\]]*\)|\[[^()[\]]*\]/g, '');
  }
  return topLevel
    ?.split(',')
    .map((entry) => entry.split(':')[0]!.trim())
    .filter(Boolean);
}

/** Keys passed to `t('…', values?)` or `translate(language, '…', values?)` (literal or template), with the value names. */
function findTranslationCalls(source: string): TranslationCall[] {
  const key = String.raw`(?:(['"])((?:(?!\1)[^\\\n])*)\1|\`([^\`]*)\`)`;
  const values = String.raw`(?:\s*,\s*\{([^{}]*)\})?`;
  const patterns = [
    new RegExp(String.raw`\bt\(\s*${key}${values}\s*,?\s*\)`, 'g'),
    new RegExp(String.raw`\btranslate\(\s*[\w.]+\s*,\s*${key}${values}\s*,?\s*\)`, 'g'),
  ];
  return patterns.flatMap((pattern) =>
    Array.from(source.matchAll(pattern), (match) => ({
      key: match[2] ?? match[3]!,
      template: match[3] !== undefined,
      values: readValueNames(match[4]),
    })),
  );
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

  it('every Chinese string has the same placeholders as its English string', () => {
    const differing = Object.entries(zh)
      .filter(([key, value]) => {
        const english = listPlaceholders(en[key as TranslationKey]).sort();
        return JSON.stringify(listPlaceholders(value).sort()) !== JSON.stringify(english);
      })
      .map(([key, value]) => `${key}: ${value}`);
    expect(differing).toEqual([]);
  });

  it('fills placeholders in the Chinese string and falls back to English with the same values', async () => {
    expect(translate('zh', 'demo.label', { name: 'Basic' })).toBe(zh['demo.label'].replace('$name', 'Basic'));
    vi.doMock('./translations/zh.json', () => ({ default: {} }));
    vi.resetModules();
    const fresh = await import('./translate');
    expect(fresh.translate('zh', 'api.filterCount', { shown: 2, total: 9 })).toBe('2 of 9 rows');
  });

  it('every key of the English file translates to a string in every language', () => {
    for (const key of Object.keys(en) as TranslationKey[]) {
      expect(typeof translate('zh', key), key).toBe('string');
      expect(translate('en', key)).toBe(en[key]);
    }
  });
});

describe('translation keys used in the source', () => {
  it('the key finder recognises t() and translate() calls with literal and template keys and their values', () => {
    const sample = [
      "t('copy')",
      't("copied")',
      "translate(language, 'copyHeadingLink')",
      "translate(language, 'api.indexTitle', { product: productName })",
      'translate(options.language, `callout.${kind}`)',
      't(`settings.${mode}`)',
      "t('demo.label', { name: demo.name })",
      "t('demo.dataNote', {\n  file: file.fileName,\n  demo: files[0]!.fileName,\n})",
      "translate(language, 'codeBlockLabel', { language: [codeLanguage, version].filter(Boolean).join(' ') })",
      "split('x')",
      "format('y')",
    ].join('\n');
    expect(findTranslationCalls(sample)).toEqual([
      { key: 'copy', template: false, values: undefined },
      { key: 'copied', template: false, values: undefined },
      { key: 'settings.${mode}', template: true, values: undefined },
      { key: 'demo.label', template: false, values: ['name'] },
      { key: 'demo.dataNote', template: false, values: ['file', 'demo'] },
      { key: 'copyHeadingLink', template: false, values: undefined },
      { key: 'api.indexTitle', template: false, values: ['product'] },
      { key: 'callout.${kind}', template: true, values: undefined },
      { key: 'codeBlockLabel', template: false, values: ['language'] },
    ]);
  });

  const files = listSourceFiles(SRC_ROOT);
  const uses = files.flatMap((file) =>
    findTranslationCalls(fs.readFileSync(file, 'utf8')).map((call) => ({
      ...call,
      file: path.relative(SRC_ROOT, file),
    })),
  );

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

  it('every literal key is given exactly the placeholders its English string has', () => {
    const mismatched = uses
      .filter((use) => !use.template && use.key in en)
      .filter((use) => {
        const expected = listPlaceholders(en[use.key as TranslationKey]).sort();
        return JSON.stringify([...(use.values ?? [])].sort()) !== JSON.stringify(expected);
      })
      .map((use) => `${use.file}: ${use.key} given {${use.values?.join(', ') ?? ''}}`);
    expect(mismatched).toEqual([]);
  });
});
