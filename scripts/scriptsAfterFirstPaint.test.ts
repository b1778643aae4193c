import { describe, expect, it } from 'vitest';
import { extractInlineScripts } from './securityHeaders.mjs';
import { loadScriptsAfterFirstPaint, PAGE_SCRIPTS_ID, SCRIPT_LOADER } from './scriptsAfterFirstPaint.mjs';

const page = [
  '<!DOCTYPE html><html><head><script>headScript()</script>',
  '<script defer="" nomodule="" src="/_next/static/chunks/polyfills.js"></script>',
  '<script src="/_next/static/chunks/webpack.js" defer=""></script>',
  '<script src="/_next/static/chunks/pages/x/%5B...slug%5D.js" defer=""></script>',
  '</head><body><div id="__next">text</div>',
  '<script id="__NEXT_DATA__" type="application/json">{}</script></body></html>',
].join('');

describe('loadScriptsAfterFirstPaint', () => {
  const rewritten = loadScriptsAfterFirstPaint(page);

  it("moves Next's scripts, in order, into a JSON list the loader reads at the end of the body", () => {
    expect(rewritten).not.toContain('src="/_next/static/chunks/webpack.js"');
    expect(rewritten).toContain(
      `<script id="${PAGE_SCRIPTS_ID}" type="application/json">["/_next/static/chunks/webpack.js","/_next/static/chunks/pages/x/%5B...slug%5D.js"]</script><script>${SCRIPT_LOADER}</script></body>`,
    );
    expect(rewritten.indexOf('__NEXT_DATA__')).toBeLessThan(rewritten.indexOf(PAGE_SCRIPTS_ID));
  });

  it('keeps the polyfills for old browsers and the inline head script', () => {
    expect(rewritten).toContain('nomodule="" src="/_next/static/chunks/polyfills.js"');
    expect(rewritten).toContain('<script>headScript()</script>');
  });

  it('adds one inline script, the same on every page, for the policy to allow by hash', () => {
    const other = loadScriptsAfterFirstPaint(page.replace('webpack.js', 'webpack-2.js'));
    expect(extractInlineScripts(rewritten)).toEqual(['headScript()', SCRIPT_LOADER]);
    expect(extractInlineScripts(other)).toEqual(extractInlineScripts(rewritten));
  });

  it('leaves a page without Next scripts as it is, and is idempotent', () => {
    expect(loadScriptsAfterFirstPaint('<html><body>static</body></html>')).toBe('<html><body>static</body></html>');
    expect(loadScriptsAfterFirstPaint(rewritten)).toBe(rewritten);
  });

  it('loads the listed scripts in order after the first frame', async () => {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const fakeDocument = {
      getElementById: () => ({ textContent: '["/a.js","/b.js"]' }),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', SCRIPT_LOADER)(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(appended).toEqual([]);
    frames.forEach((callback) => callback());
    timers.forEach((callback) => callback()); // the task after the frame, then the one-second fallback: loads once
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });
});
