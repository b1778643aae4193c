import { describe, expect, it } from 'vitest';
import { withoutHeadScript } from './withoutHeadScript';

const DATA = '<script id="__NEXT_DATA__" type="application/json">{}</script>';

describe('withoutHeadScript', () => {
  it('removes the head script alone, keeping the data scripts and the stylesheet', () => {
    const html = `<head><script>boot()</script><link rel="stylesheet" href="/a.css"/></head><body>${DATA}</body>`;
    expect(withoutHeadScript(html)).toBe(`<head><link rel="stylesheet" href="/a.css"/></head><body>${DATA}</body>`);
  });

  it('refuses a page with no inline script, or more than one', () => {
    expect(() => withoutHeadScript(`<head></head><body>${DATA}</body>`)).toThrow(/has 0/);
    expect(() => withoutHeadScript('<head><script>a()</script></head><body><script>b()</script></body>')).toThrow(
      /has 2/,
    );
  });

  it('refuses an inline script with attributes', () => {
    expect(() => withoutHeadScript('<head><script nonce="x">boot()</script></head>')).toThrow(/attributes/);
  });
});
