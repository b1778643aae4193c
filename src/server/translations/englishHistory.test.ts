import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { diffEnglish, readRecordedEnglish } from './englishHistory';
import { hashEnglishSource } from './sourceHash';

describe('readRecordedEnglish', () => {
  it('reads a committed English page back by the hash a translation records', () => {
    const file = 'content/pages/react-data-grid/sorting/index.md';
    const committed = execFileSync('git', ['show', `HEAD:${file}`], { encoding: 'utf8' });
    expect(readRecordedEnglish(hashEnglishSource(committed))).toBe(committed);
  });

  it('is null for a version this clone never had', () => {
    expect(readRecordedEnglish(hashEnglishSource(`never committed ${Date.now()}\n`))).toBeNull();
  });
});

describe('diffEnglish', () => {
  it('shows what changed in the English page since the recorded version, labelled with its path', () => {
    const diff = diffEnglish(
      '## Sorting\n\nClick a header.\n',
      '## Sorting\n\nClick a column header.\n',
      'content/pages/a/index.md',
    );
    expect(diff).toContain('--- recorded/content/pages/a/index.md');
    expect(diff).toContain('+++ current/content/pages/a/index.md');
    expect(diff).toContain('-Click a header.\n+Click a column header.');
  });
});
