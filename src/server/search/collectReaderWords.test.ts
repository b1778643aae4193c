import { describe, expect, it } from 'vitest';
import { collectReaderWords } from './collectReaderWords';

describe('collectReaderWords', () => {
  const questions = [
    { query: 'How to make the grid look like a spreadsheet', language: 'en', expected: ['/x/grid/editing/'] },
    { query: 'spreadsheet-like inline editing', language: 'en', expected: ['/x/grid/editing/', '/x/grid/style/'] },
    { query: '表格怎么编辑', language: 'zh', expected: ['/x/grid/editing/'] },
  ];

  it('gives each answer page the searchable words of its questions, once each, in order', () => {
    expect(collectReaderWords(questions, 'en')).toEqual(
      new Map([
        ['/x/grid/editing/', 'make grid look like spreadsheet inline editing'],
        ['/x/grid/style/', 'spreadsheet like inline editing'],
      ]),
    );
  });

  it('reads only the questions of the language it builds', () => {
    const words = collectReaderWords(questions, 'zh');
    expect([...words.keys()]).toEqual(['/x/grid/editing/']);
    expect(words.get('/x/grid/editing/')).toContain('编辑');
  });
});
