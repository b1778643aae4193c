import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from '@/server/pipeline/transforms/scriptsAfterFirstPaint';
import { firstLoadScripts } from './firstLoadJs';

describe('firstLoadScripts', () => {
  it('lists external scripts but not the nomodule polyfills, inline code or JSON data', () => {
    const html = [
      '<script>window.mode = "dark";</script>',
      '<script defer="" nomodule="" src="/_next/static/chunks/polyfills.js"></script>',
      '<script src="/_next/static/chunks/main.js" defer=""></script>',
      '<script defer="" src="/_next/static/chunks/pages/x/%5B...slug%5D.js"></script>',
      '<script id="__NEXT_DATA__" type="application/json">{}</script>',
    ].join('');
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/pages/x/%5B...slug%5D.js',
    ]);
  });

  it('adds the scripts listed for the loader that adds them after the first paint', () => {
    const html = loadScriptsAfterFirstPaint(
      '<html><head><script src="/_next/static/chunks/main.js" defer=""></script></head><body></body></html>',
    );
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/main.js']);
  });
});
