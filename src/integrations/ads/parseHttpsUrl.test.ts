import { describe, expect, it } from 'vitest';
import { parseHttpsUrl } from './parseHttpsUrl';

describe('parseHttpsUrl', () => {
  it('accepts and normalises https URLs', () => {
    expect(parseHttpsUrl(' https://srv.buysellads.com/ads/click/x/1?a=b ')).toBe(
      'https://srv.buysellads.com/ads/click/x/1?a=b',
    );
    expect(parseHttpsUrl('HTTPS://Example.COM')).toBe('https://example.com/');
  });

  it('rejects script, data, plain http, relative and credential URLs', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/',
      '//example.com/pixel.gif',
      '/ads/click',
      'https://user:pass@example.com/',
      'vbscript:msgbox',
      '',
    ]) {
      expect(parseHttpsUrl(raw)).toBeNull();
    }
  });

  it('rejects non-strings and huge values', () => {
    expect(parseHttpsUrl(42)).toBeNull();
    expect(parseHttpsUrl({ href: 'https://example.com' })).toBeNull();
    expect(parseHttpsUrl(`https://example.com/${'a'.repeat(5000)}`)).toBeNull();
  });
});
