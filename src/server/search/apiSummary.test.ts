import { describe, expect, it } from 'vitest';
import { API_SUMMARY_LIMIT, apiSummary } from './apiSummary';

describe('apiSummary', () => {
  it('keeps the first sentence as plain text', () => {
    expect(
      apiSummary('The ref object that allows Data Grid manipulation. Can be instantiated with `useGridApiRef()`.'),
    ).toBe('The ref object that allows Data Grid manipulation.');
    expect(apiSummary('Deletes a [[GridFilterItem]].\n\n- `item`: The filter to delete.')).toBe(
      'Deletes a GridFilterItem.',
    );
    expect(apiSummary('Set by [the guide](/x/react-data-grid/) to `true`')).toBe('Set by the guide to true');
  });

  it('cuts a long sentence at a word, with an ellipsis', () => {
    const summary = apiSummary(`${'word '.repeat(60)}end.`);
    expect(summary.length).toBeLessThanOrEqual(API_SUMMARY_LIMIT + 1);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
