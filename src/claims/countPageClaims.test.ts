import { describe, expect, it } from 'vitest';
import { countPageClaims, sumClaimCounts, testedPercent } from './countPageClaims';

const PAGE = `# Selection

## Click to select all

Clicking a row selects it. Only one row is selected at a time.
The header checkbox selects all rows. Screen readers announce the count.
This page explains selection.
`;

describe('countPageClaims', () => {
  it('counts quoted, untestable and unquoted qualifier sentences as behavioural, and plain framing as not', () => {
    const count = countPageClaims(PAGE, [
      { kind: 'claim', sentence: 'Clicking a row selects it.' },
      { kind: 'untestable', sentence: 'Screen readers announce the count.' },
    ]);
    expect(count).toEqual({
      behavioural: 4,
      tested: 1,
      untestable: 1,
      unchecked: ['Only one row is selected at a time.', 'The header checkbox selects all rows.'],
    });
  });

  it('marks every sentence a quote overlaps, and counts a sentence both tested and untestable once, as tested', () => {
    const count = countPageClaims(PAGE, [
      { kind: 'claim', sentence: 'selects it. Only one row' },
      { kind: 'untestable', sentence: 'Only one row is selected' },
      { kind: 'claim', sentence: 'selects all rows' },
      { kind: 'claim', sentence: 'selects all rows' },
    ]);
    expect(count).toMatchObject({ behavioural: 3, tested: 3, untestable: 0, unchecked: [] });
  });

  it('counts nothing for a quote the page does not contain', () => {
    expect(countPageClaims(PAGE, [{ kind: 'claim', sentence: 'Double-clicking a row edits it.' }])).toMatchObject({
      tested: 0,
    });
  });
});

describe('testedPercent', () => {
  it('rounds down, so 89.9 % does not pass for 90 %', () => {
    expect(testedPercent({ behavioural: 1000, tested: 899 })).toBe(89);
    expect(testedPercent({ behavioural: 0, tested: 0 })).toBe(100);
  });
});

describe('sumClaimCounts', () => {
  it('adds the counts of several pages', () => {
    expect(
      sumClaimCounts([
        { behavioural: 4, tested: 2, untestable: 1, unchecked: ['a'] },
        { behavioural: 3, tested: 3, untestable: 0, unchecked: [] },
      ]),
    ).toEqual({ behavioural: 7, tested: 5, untestable: 1 });
  });
});
