// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/x/introduction/' }) }));
// User properties read the theme and code-preference providers; this test is about the library alone.
vi.mock('./useUserProperties', () => ({ useUserProperties: () => {} }));

/** Renders <Analytics /> from a fresh module graph built with the given measurement id. */
async function renderWithMeasurementId(id: string | undefined) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_GA_MEASUREMENT_ID', id ?? '');
  const { Analytics } = await import('./Analytics');
  render(<Analytics />);
}

const gaScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]'));

describe('Analytics', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    gaScripts().forEach((script) => script.remove());
    window.dataLayer = [];
    delete window.gtag;
  });

  it('loads Google’s library, configured without automatic page views, when a measurement id is set', async () => {
    await renderWithMeasurementId('G-TEST1234');
    expect(gaScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    const config = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find(([kind]) => kind === 'config');
    expect(config).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
  });

  it('never loads it without a measurement id', async () => {
    await renderWithMeasurementId(undefined);
    expect(gaScripts()).toEqual([]);
  });
});
