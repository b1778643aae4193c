import { describe, expect, it } from 'vitest';
import { associateWords, normalisedPmi } from './associateWords';

describe('normalisedPmi', () => {
  it('is 1 for words only seen together, 0 for independent words, negative for words that avoid each other', () => {
    expect(normalisedPmi(0.1, 0.1, 0.1)).toBeCloseTo(1);
    expect(normalisedPmi(0.25, 0.5, 0.5)).toBeCloseTo(0);
    expect(normalisedPmi(0.05, 0.5, 0.5)).toBeLessThan(0);
  });
});

describe('associateWords', () => {
  const rule = { minWordCount: 2, minPairCount: 2, threshold: 0.3, limit: 2 };
  const lines = [
    ['subtotal', 'aggregation', 'footer'],
    ['subtotal', 'aggregation'],
    ['subtotal', 'aggregation', 'row'],
    ['row', 'column'],
    ['row', 'column'],
    ['row', 'cell'],
    ['row', 'footer', 'subtotal'],
    ['column', 'cell'],
  ];
  const siteWords = new Set(['aggregation', 'footer', 'row', 'column', 'cell']);

  it('pairs a reader’s word with the site words it shares lines with far more than chance, strongest first', () => {
    const associations = associateWords(lines, (word) => !siteWords.has(word), siteWords.has.bind(siteWords), rule);
    expect(Object.keys(associations)).toEqual(['subtotal']);
    expect(associations.subtotal?.map(([word]) => word)).toEqual(['aggregation', 'footer']);
    expect(associations.subtotal?.[0]?.[1]).toBeGreaterThan(associations.subtotal?.[1]?.[1] ?? 1);
  });

  it('drops pairs seen fewer times than the minimum, and words below the threshold', () => {
    const strict = associateWords(lines, (word) => word === 'subtotal', siteWords.has.bind(siteWords), {
      ...rule,
      minPairCount: 3,
    });
    expect(strict.subtotal?.map(([word]) => word)).toEqual(['aggregation']);
    // "row" shares two lines with "subtotal", less often than chance.
    const loose = associateWords(lines, (word) => word === 'subtotal', siteWords.has.bind(siteWords), {
      ...rule,
      limit: 5,
    });
    expect(loose.subtotal?.map(([word]) => word)).not.toContain('row');
  });

  it('counts a word once per line and gives the same table for the same lines', () => {
    const doubled = lines.map((line) => [...line, ...line]);
    const isKey = (word: string) => !siteWords.has(word);
    const isValue = siteWords.has.bind(siteWords);
    expect(associateWords(doubled, isKey, isValue, rule)).toEqual(associateWords(lines, isKey, isValue, rule));
  });
});
