import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnvironment } from '@/config/environment';
import { toHeadersFile, toServeJson } from '../../../scripts/cacheHeaders';
import {
  buildContentSecurityPolicy,
  buildRunnerContentSecurityPolicy,
  extractInlineScripts,
  hashInlineScript,
  securityHeaders,
} from './securityHeaders';

/** The policy as a map of directive → sources. */
function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('extractInlineScripts', () => {
  it('keeps inline scripts a browser runs and skips external scripts and JSON data blocks', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script src="/_next/static/app.js"></script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script type="module">import("/x.js")</script>',
      '<script nomodule="" src="/polyfill.js"></script>',
    ].join('');
    expect(extractInlineScripts(html)).toEqual(['window.a=1', 'import("/x.js")']);
  });
});

describe('hashInlineScript', () => {
  it('is the CSP sha256 source of the exact text', () => {
    const expected = crypto.createHash('sha256').update('window.a=1').digest('base64');
    expect(hashInlineScript('window.a=1')).toBe(`'sha256-${expected}'`);
    expect(hashInlineScript('window.a=1 ')).not.toBe(hashInlineScript('window.a=1'));
  });
});

describe('buildContentSecurityPolicy', () => {
  const hash = hashInlineScript('window.a=1');

  it('allows scripts only from this site and the build’s inline-script hashes, never unsafe-inline', () => {
    const policy = parsePolicy(
      buildContentSecurityPolicy({ scriptHashes: [hash], environment: parseEnvironment({ NEXT_PUBLIC_ADS: 'off' }) }),
    );
    expect(policy['script-src']).toEqual(["'self'", hash]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // Emotion writes <style> tags at run time: styles are the one place inline is allowed.
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('adds the configured ad script, ad network, ad asset and analytics hosts where each is needed', () => {
    const policy = parsePolicy(
      buildContentSecurityPolicy({
        scriptHashes: [hash],
        environment: parseEnvironment({
          NEXT_PUBLIC_AD_SCRIPT_URL: 'https://cdn.carbonads.com/carbon.js?serve=X',
          NEXT_PUBLIC_AD_NETWORK_URL: 'https://srv.buysellads.com/ads/X.json',
          NEXT_PUBLIC_AD_ASSET_ORIGINS: 'https://cdn4.buysellads.net, https://ads.example/pixel',
          NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST',
        }),
      }),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      hash,
      'https://cdn.carbonads.com',
      'https://www.googletagmanager.com',
    ]);
    expect(policy['connect-src']).toContain('https://srv.buysellads.com');
    expect(policy['connect-src']).toContain('https://www.google-analytics.com');
    expect(policy['img-src']).toContain('https://cdn4.buysellads.net');
    expect(policy['connect-src']).toContain('https://ads.example');
    expect(policy['script-src']).not.toContain('https://srv.buysellads.com');
  });

  it.each(['off', 'false', '0', ' OFF '])(
    'names no ad host when NEXT_PUBLIC_ADS is %j, even if URLs are configured',
    (ads) => {
      const policy = buildContentSecurityPolicy({
        scriptHashes: [],
        environment: parseEnvironment({ NEXT_PUBLIC_ADS: ads, NEXT_PUBLIC_AD_SCRIPT_URL: 'https://ads.example/a.js' }),
      });
      expect(policy).not.toContain('ads.example');
    },
  );

  it('names the ad host when NEXT_PUBLIC_ADS is on or unset, and rejects an unknown value', () => {
    for (const ads of ['on', 'true', '1', undefined]) {
      const policy = buildContentSecurityPolicy({
        scriptHashes: [],
        environment: parseEnvironment({ NEXT_PUBLIC_ADS: ads, NEXT_PUBLIC_AD_SCRIPT_URL: 'https://ads.example/a.js' }),
      });
      expect(policy).toContain('https://ads.example');
    }
    expect(() => parseEnvironment({ NEXT_PUBLIC_ADS: 'maybe' })).toThrow(/NEXT_PUBLIC_ADS is "maybe"/);
    expect(() => parseEnvironment({ NEXT_PUBLIC_AD_ASSET_ORIGINS: 'https://ok.example, not a url' })).toThrow(
      /NEXT_PUBLIC_AD_ASSET_ORIGINS is "not"/,
    );
  });

  it('reads the analytics id as the app does: blank means off, so the policy names no analytics host', () => {
    const policy = buildContentSecurityPolicy({
      scriptHashes: [],
      environment: parseEnvironment({ NEXT_PUBLIC_GA_MEASUREMENT_ID: '  ' }),
    });
    expect(policy).not.toContain('googletagmanager');
  });
});

describe('security headers in serve.json and _headers', () => {
  const headers = securityHeaders("default-src 'self'");

  it('every response of serve carries them, next to the cache rules', () => {
    const { headers: rules } = toServeJson(headers);
    const all = rules.find((rule) => rule.source === '**')!.headers;
    expect(all).toContainEqual({ key: 'Content-Security-Policy', value: "default-src 'self'" });
    expect(all).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
    expect(all).toContainEqual({ key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' });
    expect(all.find((header) => header.key === 'Permissions-Policy')?.value).toContain('camera=()');
  });

  it('_headers gives them for every path', () => {
    expect(toHeadersFile(headers)).toContain(
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n",
    );
  });
});

describe('the live-edit runner’s policy', () => {
  const hash = hashInlineScript('window.a=1');
  const runner = parsePolicy(buildRunnerContentSecurityPolicy({ scriptHashes: [hash] }));

  it('allows blob: scripts (never evaluation) only in a sandbox with an opaque origin, reaching this site alone', () => {
    expect(runner['script-src']).toEqual(["'self'", 'blob:', hash]);
    expect(runner.sandbox).toEqual(['allow-scripts']);
    expect(runner['connect-src']).toEqual(["'self'"]);
    expect(runner['form-action']).toEqual(["'none'"]);
    expect(runner['frame-ancestors']).toEqual(["'self'"]);
  });

  it('replaces the site’s policy on the runner’s path only, in serve.json and _headers', () => {
    const site = securityHeaders("default-src 'self'");
    const runnerHeaders = securityHeaders("script-src 'unsafe-eval'");
    const { headers: rules } = toServeJson(site, runnerHeaders);
    // serve applies the last matching rule: the runner's comes after every other.
    expect(rules.at(-1)?.source).toBe('x/demo-runner/**');
    expect(rules.at(-1)?.headers).toContainEqual({ key: 'Content-Security-Policy', value: "script-src 'unsafe-eval'" });
    const file = toHeadersFile(site, runnerHeaders);
    expect(file).toContain(
      "/x/demo-runner/*\n  ! Content-Security-Policy\n  ! X-Content-Type-Options\n  ! Referrer-Policy\n  ! Permissions-Policy\n  Content-Security-Policy: script-src 'unsafe-eval'\n",
    );
  });

  it('never reaches the site’s own policy', () => {
    const site = buildContentSecurityPolicy({ scriptHashes: [hash], environment: parseEnvironment({}) });
    expect(site).not.toContain('unsafe-eval');
    expect(parsePolicy(site).sandbox).toBeUndefined();
  });
});
