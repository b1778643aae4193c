import { describe, expect, it } from 'vitest';
import { stripScripts } from './stripScripts';

describe('stripScripts', () => {
  it('removes inline, external, nomodule and JSON data scripts', () => {
    const html = [
      '<head><script>document.documentElement.dataset.mode = "dark";</script>',
      '<script defer="" nomodule="" src="/_next/static/chunks/polyfills.js"></script>',
      '<script src="/_next/static/chunks/main.js" defer=""></script></head>',
      '<body><p>Text</p><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></body>',
    ].join('');
    expect(stripScripts(html)).toBe('<head></head><body><p>Text</p></body>');
  });

  it('removes links that preload or modulepreload a script', () => {
    const html = [
      '<link rel="preload" href="/a.js" as="script"/>',
      '<link as="script" rel="preload" href="/b.js">',
      '<link rel="modulepreload" href="/c.js">',
      "<link rel='modulepreload' href='/d.js' as='script'>",
    ].join('');
    expect(stripScripts(html)).toBe('');
  });

  it('keeps stylesheets, style and font preloads, and noscript content', () => {
    const html = [
      '<link rel="preload" href="/_next/static/css/site.css" as="style"/>',
      '<link rel="stylesheet" href="/_next/static/css/site.css" data-n-g=""/>',
      '<link rel="preload" href="/font.woff2" as="font" crossorigin="">',
      '<noscript><p>Demos need JavaScript.</p></noscript>',
      '<style>.a{color:red}</style>',
    ].join('');
    expect(stripScripts(html)).toBe(html);
  });

  it('keeps code that only mentions a script tag as escaped text', () => {
    const html = '<pre><code>&lt;script src="x.js"&gt;&lt;/script&gt;</code></pre>';
    expect(stripScripts(html)).toBe(html);
  });

  it('ends a script at its closing tag even when an attribute or the code contains ">"', () => {
    const html = '<script data-note="a > b">if (1 > 0) {}</SCRIPT ><main>kept</main><script>x</script>';
    expect(stripScripts(html)).toBe('<main>kept</main>');
  });
});
