/** Globals of the Google Analytics 4 snippet, and the sampling test hook. */
interface Window {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  /**
   * Test hook: `'all'` makes every sampling decision (ad display events, web vitals, split clicks) keep the event,
   * `'none'` drops it. End-to-end tests set it with an init script; readers never do.
   */
  __docsSampling?: unknown;
}

interface Navigator {
  /** Global Privacy Control (https://globalprivacycontrol.org): not in TypeScript's DOM types yet. */
  globalPrivacyControl?: boolean;
}
