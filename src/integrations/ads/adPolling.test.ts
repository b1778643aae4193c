import { describe, expect, it } from 'vitest';
import { getPollOutcome } from './adPolling';

describe('getPollOutcome', () => {
  it('six looks without an ad are patience, the seventh means blocked', () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(getPollOutcome(attempt, false)).toEqual({ found: false, blocked: false, pollAgain: true });
    }
    expect(getPollOutcome(7, false)).toEqual({ found: false, blocked: true, pollAgain: true });
  });

  it('stops after 30 looks', () => {
    expect(getPollOutcome(29, false).pollAgain).toBe(true);
    expect(getPollOutcome(30, false)).toEqual({ found: false, blocked: true, pollAgain: false });
  });

  it('an ad found at any look, even after the fallback, wins and ends the polling', () => {
    expect(getPollOutcome(2, true)).toEqual({ found: true, blocked: false, pollAgain: false });
    expect(getPollOutcome(12, true)).toEqual({ found: true, blocked: false, pollAgain: false });
  });
});
