import type { Page } from 'playwright-core';

/** A mid-range phone as issue 24 measured it: Pixel-sized touch screen (with a CPU and network set by throttleLikeAPhone). */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

/** 4× slower CPU (Lighthouse's mobile preset), 150 ms latency, 1.6 Mbit/s down and 750 kbit/s up. */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
}

/** Resolves once the page reports its first contentful paint, and no later: for presses made "right after it". */
export async function waitForFirstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 10,
    timeout: 20_000,
  });
}
