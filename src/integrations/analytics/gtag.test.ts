// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getGtag, sendEvent, setUserProperties } from './gtag';

function dataLayerEntries() {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('gtag', () => {
  afterEach(() => {
    delete window.dataLayer;
    delete window.gtag;
  });

  it('queues events and user properties on window.dataLayer, as GA4 arguments', () => {
    sendEvent('ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' });
    setUserProperties({ codeVariant: 'JS' });
    expect(dataLayerEntries()).toEqual([
      ['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }],
      ['set', 'user_properties', { codeVariant: 'JS' }],
    ]);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
  });

  it('with Do Not Track on, there is no gtag and nothing is queued', () => {
    // jsdom has no Do Not Track setting: define it as a browser with the setting on does.
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => '1' });
    try {
      expect(getGtag()).toBeNull();
      sendEvent('page_view', { page_location: '/x/introduction' });
      expect(window.dataLayer).toBeUndefined();
      expect(window.gtag).toBeUndefined();
    } finally {
      Reflect.deleteProperty(navigator, 'doNotTrack');
    }
  });

  it('with Global Privacy Control on, nothing is queued', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => true });
    try {
      setUserProperties({ userLanguage: 'en' });
      expect(window.dataLayer).toBeUndefined();
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });
});
