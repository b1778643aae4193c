import { describe, expect, it } from 'vitest';
import { getAdEventLabel, getAdSource } from './getAdSource';

const script = { kind: 'script', url: 'https://cdn.example.com/carbon.js' } as const;

describe('getAdSource', () => {
  it('the network owns the slot while its ad loads and once it is found', () => {
    expect(getAdSource({ serving: script, found: false, blocked: false, askToAllowAds: false })).toBe('carbon');
    expect(getAdSource({ serving: script, found: true, blocked: false, askToAllowAds: true })).toBe('carbon');
  });

  it('a blocked network ad gives a house ad, or the message for the readers drawn for it', () => {
    expect(getAdSource({ serving: script, found: false, blocked: true, askToAllowAds: false })).toBe('in-house');
    expect(getAdSource({ serving: script, found: false, blocked: true, askToAllowAds: true })).toBe('in-house-adblock');
  });

  it('house-only slots and bots', () => {
    expect(getAdSource({ serving: { kind: 'in-house' }, found: false, blocked: false, askToAllowAds: true })).toBe(
      'in-house',
    );
    expect(getAdSource({ serving: { kind: 'nothing' }, found: false, blocked: true, askToAllowAds: true })).toBeNull();
  });
});

describe('getAdEventLabel', () => {
  it('joins source, placement and shape', () => {
    expect(getAdEventLabel('carbon', 'image')).toBe('carbon-body-top-image');
    expect(getAdEventLabel('in-house-adblock', 'inline')).toBe('in-house-adblock-body-top-inline');
  });
});
