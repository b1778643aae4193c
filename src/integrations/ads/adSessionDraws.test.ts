import { describe, expect, it } from 'vitest';
import { AD_SESSION_KEYS, getAdSessionDraws, type SessionStore } from './adSessionDraws';

function memoryStore(initial: Record<string, string> = {}): SessionStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

/** A deterministic random source: 10 000 evenly spread draws. */
function evenDraws(count: number) {
  let index = 0;
  return () => ((index++ % count) + 0.5) / count;
}

describe('getAdSessionDraws', () => {
  it('about 20 % of sessions get text-only ads and 20 % of blocked readers the message', () => {
    const random = evenDraws(10_000);
    let inline = 0;
    let ask = 0;
    for (let session = 0; session < 10_000; session += 1) {
      const draws = getAdSessionDraws(memoryStore(), () => random());
      inline += draws.shape === 'inline' ? 1 : 0;
      ask += draws.askToAllowAds ? 1 : 0;
    }
    expect(inline / 10_000).toBeCloseTo(0.2, 1);
    expect(ask / 10_000).toBeCloseTo(0.2, 1);
  });

  it('draws once per session: later pages reuse the stored draws', () => {
    const store = memoryStore();
    const first = getAdSessionDraws(store, () => 0.1);
    expect(first).toEqual({ shape: 'inline', askToAllowAds: true });
    expect(store.data).toEqual({ [AD_SESSION_KEYS.shape]: 'inline', [AD_SESSION_KEYS.askToAllowAds]: 'yes' });
    expect(getAdSessionDraws(store, () => 0.9)).toEqual(first);
  });

  it('a tampered stored value is drawn again', () => {
    const store = memoryStore({ [AD_SESSION_KEYS.shape]: '<img src=x>', [AD_SESSION_KEYS.askToAllowAds]: 'no' });
    expect(getAdSessionDraws(store, () => 0.9)).toEqual({ shape: 'image', askToAllowAds: false });
    expect(store.data[AD_SESSION_KEYS.shape]).toBe('image');
  });

  it('storage that throws still gives a draw', () => {
    const broken: SessionStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(getAdSessionDraws(broken, () => 0.5)).toEqual({ shape: 'image', askToAllowAds: false });
    expect(getAdSessionDraws(null, () => 0.1).shape).toBe('inline');
  });
});
