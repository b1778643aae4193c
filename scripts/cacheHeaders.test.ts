import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, toHeadersFile, toServeJson } from './cacheHeaders';

describe('cache rules', () => {
  it('serve.json revalidates by default and lets the specific rules win (serve applies the last match)', () => {
    const { headers, redirects } = toServeJson();
    const cacheControlFor = (source: string) =>
      headers.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Cache-Control')?.value;
    expect(headers[0]?.source).toBe('**');
    expect(cacheControlFor('**')).toBe(REVALIDATE);
    expect(cacheControlFor('_next/static/**')).toBe(IMMUTABLE);
    expect(cacheControlFor('x/sw.js')).toBe(REVALIDATE);
    expect(headers.find((rule) => rule.source === 'x/sw.js')?.headers).toContainEqual({
      key: 'Service-Worker-Allowed',
      value: '/',
    });
    expect(redirects).toEqual([{ source: '/', destination: '/x/introduction/', type: 302 }]);
  });

  it('_headers gives the same rules, with directory URLs treated as HTML', () => {
    const file = toHeadersFile();
    expect(file).toContain(`/_next/static/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(file).toContain(`/*.html\n  Cache-Control: ${REVALIDATE}\n`);
    expect(file).toContain(`/x/sw.js\n  Cache-Control: ${REVALIDATE}\n  Service-Worker-Allowed: /\n`);
    expect(file).toContain(`/*/\n  Cache-Control: ${REVALIDATE}\n`);
  });

  it('serves Markdown twins and .txt files as UTF-8 text, revalidated like HTML, twins kept out of search indexes, for serve and _headers alike', () => {
    const { headers } = toServeJson({ 'X-Content-Type-Options': 'nosniff' });
    expect(headers.find((rule) => rule.source === '**/*.md')?.headers).toEqual([
      { key: 'Cache-Control', value: REVALIDATE },
      { key: 'Content-Type', value: 'text/markdown; charset=utf-8' },
      { key: 'X-Robots-Tag', value: 'noindex' },
    ]);
    expect(headers.find((rule) => rule.source === '**/*.txt')?.headers).toContainEqual({
      key: 'Content-Type',
      value: 'text/plain; charset=utf-8',
    });
    // The security headers still come from the first rule, which matches every path.
    expect(headers[0]?.headers).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
    const file = toHeadersFile();
    expect(file).toContain(
      `/*.md\n  Cache-Control: ${REVALIDATE}\n  Content-Type: text/markdown; charset=utf-8\n  X-Robots-Tag: noindex\n`,
    );
    expect(file).toContain(`/*.txt\n  Cache-Control: ${REVALIDATE}\n  Content-Type: text/plain; charset=utf-8\n`);
  });
});
