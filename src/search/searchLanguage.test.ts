import { describe, expect, it } from 'vitest';
import { searchLanguageFor } from './searchLanguage';

describe('searchLanguageFor', () => {
  it('Chinese typed on an English page searches the Chinese index', () => {
    expect(searchLanguageFor('导出 CSV', 'en')).toBe('zh');
    expect(searchLanguageFor('数据表格', 'en')).toBe('zh');
  });

  it('other queries search the page’s own language', () => {
    expect(searchLanguageFor('export csv', 'en')).toBe('en');
    expect(searchLanguageFor('export csv', 'zh')).toBe('zh');
    expect(searchLanguageFor('导出', 'zh')).toBe('zh');
  });
});
