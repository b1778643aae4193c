import { describe, expect, it } from 'vitest';
import { listContentPathnames } from '@/server/content/contentFiles';
import { checkGlossary, listChineseTextFiles } from './checkGlossary';
import { checkTranslationStructure } from './checkTranslationStructure';
import { loadGlossary } from './glossary';
import { readSourceState } from './readSourceState';

const translations = listContentPathnames()
  .map((pathname) => readSourceState(pathname, 'zh'))
  .filter((page) => page.state.kind !== 'untranslated');

describe('the Chinese translations', () => {
  it('use no term the glossary rejects, in pages, navigation labels or shell strings', () => {
    expect(checkGlossary(listChineseTextFiles(), loadGlossary())).toEqual([]);
  });

  it('keep their English page’s heading levels, directives and code blocks, in order', () => {
    expect(translations.length).toBeGreaterThanOrEqual(21);
    const differences = translations.flatMap((page) =>
      checkTranslationStructure(page.englishPath, page.translationPath),
    );
    expect(differences).toEqual([]);
  });

  it('record the English version they translate (npm run i18n:record -- <page>)', () => {
    const unrecorded = translations.filter((page) => page.state.kind === 'unrecorded').map((page) => page.pathname);
    expect(unrecorded).toEqual([]);
  });
});
