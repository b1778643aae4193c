import { describe, expect, it } from 'vitest';
import { chooseAdServing } from './chooseAdServing';

const config = { scriptUrl: 'https://cdn.example.com/carbon.js', networkUrl: 'https://srv.example.com/ads.json' };

describe('chooseAdServing', () => {
  it('image ads come from the ad script, text ads from the ad list', () => {
    expect(chooseAdServing({ config, shape: 'image', isBot: false, trackingRefused: false })).toEqual({
      kind: 'script',
      url: config.scriptUrl,
    });
    expect(chooseAdServing({ config, shape: 'inline', isBot: false, trackingRefused: false })).toEqual({
      kind: 'list',
      url: config.networkUrl,
    });
  });

  it('with nothing configured, house ads are served', () => {
    const none = { scriptUrl: null, networkUrl: null };
    expect(chooseAdServing({ config: none, shape: 'image', isBot: false, trackingRefused: false })).toEqual({
      kind: 'in-house',
    });
    expect(chooseAdServing({ config: none, shape: 'inline', isBot: false, trackingRefused: false })).toEqual({
      kind: 'in-house',
    });
  });

  it('Do Not Track or Global Privacy Control: house ads, nothing requested from the network', () => {
    expect(chooseAdServing({ config, shape: 'image', isBot: false, trackingRefused: true })).toEqual({
      kind: 'in-house',
    });
  });

  it('bots get nothing', () => {
    expect(chooseAdServing({ config, shape: 'image', isBot: true, trackingRefused: false })).toEqual({
      kind: 'nothing',
    });
  });
});
