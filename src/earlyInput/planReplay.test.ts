import { describe, expect, it } from 'vitest';
import { planReplay, type EarlyRecord } from './planReplay';

const press = (target: string): EarlyRecord<string> => ({ intent: 'press', target });
const open = (target: string): EarlyRecord<string> => ({ intent: 'open', target });
const SEARCH: EarlyRecord<string> = { intent: 'search', target: null };
const DISMISS: EarlyRecord<string> = { intent: 'dismiss', target: null };

describe('planReplay', () => {
  it('replays nothing when nothing was pressed', () => {
    expect(planReplay([])).toEqual([]);
  });

  it('replays page buttons in the order pressed, each once', () => {
    expect(planReplay([press('show code'), press('JS'), press('show code')])).toEqual([
      press('show code'),
      press('JS'),
    ]);
  });

  it('opens only the last overlay asked for, after the page buttons', () => {
    expect(planReplay([open('settings'), press('copy'), SEARCH, open('language')])).toEqual([
      press('copy'),
      open('language'),
    ]);
    expect(planReplay([open('settings'), SEARCH, SEARCH])).toEqual([SEARCH]);
  });

  it('opens no overlay when the reader dismissed the early search box last', () => {
    expect(planReplay([SEARCH, DISMISS, press('copy')])).toEqual([press('copy')]);
    expect(planReplay([SEARCH, DISMISS, SEARCH])).toEqual([SEARCH]);
  });
});
