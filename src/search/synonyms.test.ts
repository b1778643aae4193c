import { describe, expect, it } from 'vitest';
import synonymList from './synonyms.json';
import { expandSynonyms } from './synonyms';
import { normalizeWord } from './tokenize';

describe('expandSynonyms', () => {
  it('a reader’s word also finds the word the pages use', () => {
    expect(expandSynonyms(['freeze', 'column'])).toEqual([
      { combineWith: 'OR', queries: ['freeze', 'frozen', 'pin', 'pinned', 'pinning', 'sticky'] },
      'column',
    ]);
  });

  it('works from any word of a group, normalised as the tokenizer does', () => {
    const expanded = expandSynonyms([normalizeWord('Totals')]);
    expect(expanded[0]).toMatchObject({ queries: expect.arrayContaining(['aggregation', 'sum']) });
  });

  it('a reader’s phrasing also searches the page’s words, one way only', () => {
    expect(expandSynonyms(['watermark'])).toEqual([{ combineWith: 'OR', queries: ['watermark', 'license'] }]);
    expect(expandSynonyms(['pasting'])).toEqual([{ combineWith: 'OR', queries: ['pasting', 'paste'] }]);
    expect(expandSynonyms(['paste'])).toEqual(['paste']);
  });

  it('leaves other terms alone', () => {
    expect(expandSynonyms(['datagrid'])).toEqual(['datagrid']);
  });

  it('no word belongs to two groups, and every word is a single term', () => {
    const words = synonymList.groups.flat().map(normalizeWord);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) {
      expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });
});
