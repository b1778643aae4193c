import { describe, expect, it } from 'vitest';
import { splitIntoFolds } from './splitIntoFolds';

describe('splitIntoFolds', () => {
  const items = Array.from({ length: 129 }, (_, index) => index);

  it('puts every item in exactly one fold, the first one rounded up', () => {
    const [a, b] = splitIntoFolds(items, 3801);
    expect(a).toHaveLength(65);
    expect(b).toHaveLength(64);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(items);
  });

  it('gives the same folds for the same seed and other folds for another seed', () => {
    expect(splitIntoFolds(items, 3801)).toEqual(splitIntoFolds(items, 3801));
    expect(splitIntoFolds(items, 3802)[0]).not.toEqual(splitIntoFolds(items, 3801)[0]);
  });

  it('shuffles: the first fold is not the first half of the input', () => {
    expect(splitIntoFolds(items, 3801)[0]).not.toEqual(items.slice(0, 65));
  });
});
