import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';
import { listContentPathnames } from './contentFiles';
import { readPageAliases } from './pageAliases';

describe("the pages' aliases", () => {
  it('read without error for every page and language, and every page has some', () => {
    for (const pathname of listContentPathnames()) {
      const aliases = readPageAliases(pathname);
      for (const language of LANGUAGES) {
        expect(aliases[language].length, `${pathname} (${language})`).toBeGreaterThan(0);
      }
    }
  });
});
