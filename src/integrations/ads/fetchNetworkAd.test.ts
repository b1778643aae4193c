import { describe, expect, it } from 'vitest';
import { fetchNetworkAd, MAX_AD_LIST_REQUESTS } from './fetchNetworkAd';

const usable = { company: 'Acme', description: 'Fast grids', statlink: 'https://srv.example.com/click' };

function fakeFetch(answer: (request: number) => Response | Error) {
  const calls: RequestInit[] = [];
  const fetchImpl = async (_input: string, init?: RequestInit) => {
    calls.push(init ?? {});
    const result = answer(calls.length);
    if (result instanceof Error) {
      throw result;
    }
    return result;
  };
  return { fetchImpl, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchNetworkAd', () => {
  it('returns the first usable entry of the first answer that has one', async () => {
    const { fetchImpl, calls } = fakeFetch((request) =>
      request < 3 ? json({ ads: [{}] }) : json({ ads: [{}, usable] }),
    );
    expect(await fetchNetworkAd('https://srv.example.com/ads.json', fetchImpl)).toMatchObject({ company: 'Acme' });
    expect(calls).toHaveLength(3);
    expect(calls[0]).toMatchObject({ credentials: 'omit', cache: 'no-store' });
  });

  it(`asks ${MAX_AD_LIST_REQUESTS} times in all while no entry is usable, then gives up`, async () => {
    const { fetchImpl, calls } = fakeFetch(() => json({ ads: [{ company: 'No link', description: '' }] }));
    expect(await fetchNetworkAd('https://srv.example.com/ads.json', fetchImpl)).toBeNull();
    expect(calls).toHaveLength(10);
  });

  it('a failed request means no ad, without asking again', async () => {
    for (const answer of [
      () => new TypeError('Failed to fetch'),
      () => json({ error: 'oops' }, 500),
      () => new Response('<html>blocked</html>'),
      () => json({ ads: 'none' }),
      () => new Response('x'.repeat(100 * 1024)),
    ]) {
      const { fetchImpl, calls } = fakeFetch(answer);
      expect(await fetchNetworkAd('https://srv.example.com/ads.json', fetchImpl)).toBeNull();
      expect(calls).toHaveLength(1);
    }
  });
});
