import { describe, expect, it } from 'vitest';
import { hashEnglishSource } from './sourceHash';

describe('hashEnglishSource', () => {
  it('is the id git gives the same text as a blob', () => {
    // `printf 'hello\n' | git hash-object --stdin`
    expect(hashEnglishSource('hello\n')).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
  });

  it('ignores Windows line endings, which git does not commit', () => {
    expect(hashEnglishSource('# Title\r\n\r\nText.\r\n')).toBe(hashEnglishSource('# Title\n\nText.\n'));
  });

  it('changes with any edit of the text', () => {
    expect(hashEnglishSource('Sorting is on.\n')).not.toBe(hashEnglishSource('Sorting is off.\n'));
  });
});
