import { chromium, type Browser } from 'playwright-core';
import { findChromium } from './findChromium';

/** Flags that keep Chromium from doing background work that would blur timings. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium driven by playwright-core, or null when no Chromium is installed. */
export async function launchChromium(): Promise<Browser | null> {
  const executablePath = findChromium();
  return executablePath ? chromium.launch({ executablePath, args: QUIET_CHROMIUM_FLAGS }) : null;
}
