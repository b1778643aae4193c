import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IN_HOUSE_ADS, pickInHouseAd, toInHouseAd } from './inHouseAds';

describe('in-house ads', () => {
  it('every image ships with the site', () => {
    for (const ad of IN_HOUSE_ADS) {
      expect(fs.existsSync(path.join(process.cwd(), 'public', ad.img)), ad.img).toBe(true);
    }
  });

  it('every link is https and every description is translated', () => {
    for (const ad of IN_HOUSE_ADS) {
      expect(ad.link).toMatch(/^https:\/\//);
      expect(ad.description.en.length).toBeGreaterThan(10);
      expect(ad.description.zh.length).toBeGreaterThan(5);
    }
  });

  it('picks each ad for its share of the draws', () => {
    expect(pickInHouseAd(() => 0)).toBe(IN_HOUSE_ADS[0]);
    expect(pickInHouseAd(() => 0.999999)).toBe(IN_HOUSE_ADS[IN_HOUSE_ADS.length - 1]);
  });

  it('becomes an ad in the reader language', () => {
    expect(toInHouseAd(IN_HOUSE_ADS[0]!, 'zh', 'in-house-body-top-image')).toMatchObject({
      name: 'MUI X Premium',
      poweredby: 'MUI',
      label: 'in-house-body-top-image',
      description: IN_HOUSE_ADS[0]!.description.zh,
    });
  });
});
