import { describe, expect, it } from 'vitest';
import { describeMissingQuotes, readAllPageClaims } from './readPageClaims';

describe('claim tests', () => {
  it('quote only sentences their page still says', () => {
    const problems = readAllPageClaims().flatMap(describeMissingQuotes);
    expect(problems, 'a claim test quotes a sentence its page no longer has').toEqual([]);
  });
});
