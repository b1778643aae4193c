import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';
import { listContentPathnames } from './contentFiles';
import { readPageAliases } from './pageAliases';

describe("the pages' aliases", () => {
  it('read without error for every page and language, and every page has some', () => {
    for (const pathname of listContentPathnames()) {
      for (const language of LANGUAGES) {
        expect(readPageAliases(pathname, language).length, `${pathname} (${language})`).toBeGreaterThan(0);
      }
    }
  });
});
