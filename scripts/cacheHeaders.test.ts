import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, toHeadersFile, toServeJson } from './cacheHeaders.mjs';

describe('cache rules', () => {
  it('serve.json revalidates by default and lets the specific rules win (serve applies the last match)', () => {
    const { headers, redirects } = toServeJson();
    const cacheControlFor = (source: string) => headers.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Cache-Control')?.value;
    expect(headers[0]?.source).toBe('**');
    expect(cacheControlFor('**')).toBe(REVALIDATE);
    expect(cacheControlFor('_next/static/**')).toBe(IMMUTABLE);
    expect(cacheControlFor('x/sw.js')).toBe(REVALIDATE);
    expect(headers.find((rule) => rule.source === 'x/sw.js')?.headers).toContainEqual({ key: 'Service-Worker-Allowed', value: '/' });
    expect(redirects).toEqual([{ source: '/', destination: '/x/introduction/', type: 302 }]);
  });

  it('_headers gives the same rules, with directory URLs treated as HTML', () => {
    const file = toHeadersFile();
    expect(file).toContain(`/_next/static/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(file).toContain(`/*.html\n  Cache-Control: ${REVALIDATE}\n`);
    expect(file).toContain(`/x/sw.js\n  Cache-Control: ${REVALIDATE}\n  Service-Worker-Allowed: /\n`);
    expect(file).toContain(`/*/\n  Cache-Control: ${REVALIDATE}\n`);
  });
});
