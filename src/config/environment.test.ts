import { describe, expect, it } from 'vitest';
import { parseEnvironment } from './environment';

describe('parseEnvironment', () => {
  it('gives the defaults of an unconfigured build: production origin and host, house ads, no analytics, no key', () => {
    expect(parseEnvironment({})).toEqual({
      siteUrl: 'https://mui.com',
      serviceWorkerHost: 'mui.com',
      ads: { enabled: true, scriptUrl: null, networkUrl: null },
      adAssetOrigins: [],
      gaMeasurementId: null,
      docsRepositoryUrl: 'https://github.com/mui/mui-x-docs',
      licenseKey: null,
    });
  });

  it.each(['off', 'false', '0'])('with NEXT_PUBLIC_ADS=%s turns ads off and keeps no ad asset origin', (ads) => {
    const environment = parseEnvironment({
      NEXT_PUBLIC_ADS: ads,
      NEXT_PUBLIC_AD_ASSET_ORIGINS: 'https://cdn.ads.example',
    });
    expect(environment.ads.enabled).toBe(false);
    expect(environment.adAssetOrigins).toEqual([]);
  });

  it('treats blank values as unset', () => {
    const environment = parseEnvironment({
      NEXT_PUBLIC_GA_MEASUREMENT_ID: ' ',
      NEXT_PUBLIC_MUI_X_LICENSE_KEY: '',
      NEXT_PUBLIC_DOCS_REPOSITORY_URL: ' ',
    });
    expect(environment.gaMeasurementId).toBeNull();
    expect(environment.licenseKey).toBeNull();
    expect(environment.docsRepositoryUrl).toBe('https://github.com/mui/mui-x-docs');
  });

  it('stops on a wrong value with the name of its variable', () => {
    expect(() => parseEnvironment({ NEXT_PUBLIC_SITE_URL: 'mui.com' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => parseEnvironment({ NEXT_PUBLIC_SW_HOST: 'https://mui.com/' })).toThrow(/NEXT_PUBLIC_SW_HOST/);
    expect(() => parseEnvironment({ NEXT_PUBLIC_AD_SCRIPT_URL: 'carbon.js' })).toThrow(/NEXT_PUBLIC_AD_SCRIPT_URL/);
  });
});
