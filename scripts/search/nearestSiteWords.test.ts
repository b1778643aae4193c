import { describe, expect, it } from 'vitest';
import { nearestSiteWords, toUnit } from './nearestSiteWords';

const word = (name: string, values: number[]) => ({ word: name, vector: toUnit(values) });

describe('nearestSiteWords', () => {
  const site = [
    word('total', [1, 0.2, 0]),
    word('sum', [1, 0.3, 0]),
    word('row', [0, 0, 1]),
    word('subtotal', [1, 0, 0]),
  ];

  it('keeps the site words above the threshold, nearest first, at most the limit, never the word itself', () => {
    const table = nearestSiteWords([word('subtotal', [1, 0, 0])], site, { threshold: 0.9, limit: 1 });
    expect(table).toEqual(new Map([['subtotal', [['total', 0.98]]]]));
  });

  it('rounds similarities to two decimals and leaves out words with no neighbour', () => {
    const table = nearestSiteWords([word('subtotal', [1, 0, 0]), word('banana', [0, 1, 0])], site, {
      threshold: 0.9,
      limit: 3,
    });
    expect([...table.keys()]).toEqual(['subtotal']);
    expect(table.get('subtotal')).toEqual([
      ['total', 0.98],
      ['sum', 0.96],
    ]);
  });

  it('orders equally near words by the word, whatever their order in the input', () => {
    const twins = [word('beta', [1, 0, 0]), word('alpha', [1, 0, 0])];
    const table = nearestSiteWords([word('key', [1, 0, 0])], twins, { threshold: 0.5, limit: 2 });
    expect(table.get('key')?.map(([name]) => name)).toEqual(['alpha', 'beta']);
  });
});

describe('toUnit', () => {
  it('scales a vector to length 1 and leaves a zero vector at zero', () => {
    expect([...toUnit([3, 4])]).toEqual([0.6000000238418579, 0.800000011920929]);
    expect([...toUnit([0, 0])]).toEqual([0, 0]);
  });
});

describe('nearestSiteWords with mutual neighbours', () => {
  it('keeps a site word only for the reader words among its own nearest', () => {
    const hub = word('must', [1, 1, 0]);
    const readers = [word('should', [1, 1.1, 0]), word('cannot', [1, 0.7, 0])];
    const rule = { threshold: 0.9, limit: 3 };
    expect(nearestSiteWords(readers, [hub], rule).size).toBe(2);
    expect([...nearestSiteWords(readers, [hub], { ...rule, mutual: 1 }).keys()]).toEqual(['should']);
  });
});
