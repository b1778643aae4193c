import { describe, expect, it } from 'vitest';
import { countPageClaims, testedPercent } from './countPageClaims';
import { describeMissingQuotes, readAllPageClaims } from './readPageClaims';

/** Issue 35's floor: every guide page has a claim test file and at least this share of its behavioural sentences tested. */
const TESTED_FLOOR_PERCENT = 90;

describe('claim tests', () => {
  const pages = readAllPageClaims();

  it('quote only sentences their page still says', () => {
    const problems = pages.flatMap(describeMissingQuotes);
    expect(problems, 'a claim test quotes a sentence its page no longer has').toEqual([]);
  });

  it(`cover at least ${TESTED_FLOOR_PERCENT} % of every guide page's behavioural sentences`, () => {
    const below = pages
      .map((page) => ({ page, percent: testedPercent(countPageClaims(page.markdown, page.quotes)) }))
      .filter(({ page, percent }) => !page.claimsFile || percent < TESTED_FLOOR_PERCENT)
      .map(({ page, percent }) => `${page.pathname}: ${page.claimsFile ? `${percent} %` : 'no claims file'}`);
    expect(
      below,
      'pages below the floor (npm run claims -- --unchecked <path> lists their untested sentences)',
    ).toEqual([]);
  });
});
