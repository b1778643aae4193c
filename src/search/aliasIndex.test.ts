import { describe, expect, it } from 'vitest';
import { AliasIndex } from './aliasIndex';
import { expandSynonyms } from './synonyms';
import { tokenize } from './tokenize';

const search = (index: AliasIndex, query: string, options = {}) =>
  index.search(expandSynonyms(tokenize(query)), options);

describe('AliasIndex', () => {
  const index = new AliasIndex();
  index.add('s0', ['start date end date', 'date range']);
  index.add('s4', ['range', 'date range']);
  index.add('s9', ['冻结列']);

  it('finds an introduction by an alias whose every word the query has, a repeated word counted once', () => {
    expect(search(index, 'start date and end date').map((result) => result.id)).toEqual(['s0']);
    expect(search(index, 'end date')).toEqual([]);
  });

  it("counts a page once, at its best alias's score, however many of its aliases the query has", () => {
    const results = search(index, 'pick a date range');
    expect(results.map((result) => result.id).sort()).toEqual(['s0', 's4']);
    const [first, second] = results.map((result) => result.score);
    // s4 has "range" and "date range", s0 only "date range": s4 gains nothing from its second alias.
    expect(first).toBeCloseTo(second!);
  });

  it('matches a Chinese alias written as the query writes it', () => {
    expect(search(index, '怎么冻结列').map((result) => result.id)).toEqual(['s9']);
    expect(search(index, '列冻结')).toEqual([]);
  });

  it("asks the document boost of the alias's introduction", () => {
    const asked: string[] = [];
    search(index, 'date range', {
      boostDocument: (id: string) => {
        asked.push(id);
        return id === 's4' ? 2 : 1;
      },
    });
    expect(new Set(asked)).toEqual(new Set(['s0', 's4']));
  });
});
