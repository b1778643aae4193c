import { describe, expect, it } from 'vitest';
import { NEIGHBOUR_WEIGHT, neighboursOf, type WordNeighbours } from './wordNeighbours';

describe('neighboursOf', () => {
  const table: WordNeighbours = {
    subtotal: [
      ['total', 0.8],
      ['aggregation', 0.7],
    ],
  };

  it('gives a word its neighbours, each weighing its similarity times the neighbour weight', () => {
    expect(neighboursOf('subtotal', table, new Set(['subtotal']))).toEqual([
      { word: 'total', weight: NEIGHBOUR_WEIGHT * 0.8 },
      { word: 'aggregation', weight: NEIGHBOUR_WEIGHT * 0.7 },
    ]);
  });

  it('leaves out the words the term already searches (its synonyms)', () => {
    expect(neighboursOf('subtotal', table, new Set(['subtotal', 'total'])).map(({ word }) => word)).toEqual([
      'aggregation',
    ]);
  });

  it('gives nothing for a word without neighbours, nor for names of the object prototype', () => {
    expect(neighboursOf('row', table, new Set())).toEqual([]);
    expect(neighboursOf('constructor', table, new Set())).toEqual([]);
  });

  it('weighs a neighbour well below the word typed', () => {
    expect(NEIGHBOUR_WEIGHT).toBeLessThan(0.5);
  });
});
