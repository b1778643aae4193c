import { describe, expect, it } from 'vitest';
import { parseAdsConfig } from './adsConfig';

describe('parseAdsConfig', () => {
  it('with nothing configured the slot is on and serves house ads', () => {
    expect(parseAdsConfig({})).toEqual({ enabled: true, scriptUrl: null, networkUrl: null });
  });

  it('reads the switch and the two URLs', () => {
    expect(
      parseAdsConfig({
        ads: 'off',
        scriptUrl: 'https://cdn.carbonads.com/carbon.js?serve=X',
        networkUrl: 'https://srv.buysellads.com/ads/X.json',
      }),
    ).toEqual({
      enabled: false,
      scriptUrl: 'https://cdn.carbonads.com/carbon.js?serve=X',
      networkUrl: 'https://srv.buysellads.com/ads/X.json',
    });
    expect(parseAdsConfig({ ads: 'ON' }).enabled).toBe(true);
  });

  it('a wrong value fails with a message naming the variable', () => {
    expect(() => parseAdsConfig({ ads: 'maybe' })).toThrow(/NEXT_PUBLIC_ADS is "maybe"/);
    expect(() => parseAdsConfig({ scriptUrl: '/carbon.js' })).toThrow(/NEXT_PUBLIC_AD_SCRIPT_URL is "\/carbon.js"/);
    expect(() => parseAdsConfig({ networkUrl: 'javascript:alert(1)' })).toThrow(
      /NEXT_PUBLIC_AD_NETWORK_URL must be an http\(s\) URL/,
    );
  });
});
