import { describe, expect, it } from 'vitest';
import { parseServiceWorkerHost } from './serviceWorkerConfig';
import { shouldRegisterServiceWorker } from './shouldRegisterServiceWorker';

const production = { environment: 'production', supported: true, configuredHost: 'mui.com' };

describe('shouldRegisterServiceWorker', () => {
  it('registers on the production host, on any port', () => {
    expect(shouldRegisterServiceWorker({ ...production, hostname: 'mui.com', host: 'mui.com' })).toBe(true);
    expect(
      shouldRegisterServiceWorker({
        ...production,
        hostname: 'localhost',
        host: 'localhost:4173',
        configuredHost: 'localhost',
      }),
    ).toBe(true);
  });

  it('a configured port must match too', () => {
    expect(
      shouldRegisterServiceWorker({
        ...production,
        hostname: 'localhost',
        host: 'localhost:4173',
        configuredHost: 'localhost:3000',
      }),
    ).toBe(false);
    expect(
      shouldRegisterServiceWorker({
        ...production,
        hostname: 'localhost',
        host: 'localhost:3000',
        configuredHost: 'localhost:3000',
      }),
    ).toBe(true);
  });

  it('never on other hosts, in development or without support', () => {
    expect(
      shouldRegisterServiceWorker({
        ...production,
        hostname: 'deploy-preview-1.netlify.app',
        host: 'deploy-preview-1.netlify.app',
      }),
    ).toBe(false);
    expect(
      shouldRegisterServiceWorker({ ...production, hostname: 'mui.com', host: 'mui.com', environment: 'development' }),
    ).toBe(false);
    expect(shouldRegisterServiceWorker({ ...production, hostname: 'mui.com', host: 'mui.com', supported: false })).toBe(
      false,
    );
  });
});

describe('parseServiceWorkerHost', () => {
  it('defaults to the production documentation host', () => {
    expect(parseServiceWorkerHost(undefined)).toBe('mui.com');
    expect(parseServiceWorkerHost(' LOCALHOST ')).toBe('localhost');
  });

  it('rejects URLs and other junk, naming the variable', () => {
    expect(() => parseServiceWorkerHost('https://mui.com/')).toThrow(/NEXT_PUBLIC_SW_HOST is "https:\/\/mui.com\/"/);
  });
});
