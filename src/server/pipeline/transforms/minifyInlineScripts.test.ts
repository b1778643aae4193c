import { describe, expect, it } from 'vitest';
import { minifyInlineScripts, minifyPageScripts } from './minifyInlineScripts';

const page =
  '<html><head><script>(function install(target) { var answer = 40 + 2; target.answer = answer; })(window);</script>' +
  '<script src="/a.js"></script></head><body><script id="data" type="application/json">{"a": 1}</script>' +
  '<script>var kept = 1 + 1;</script></body></html>';

describe('minifyPageScripts', () => {
  const rewritten = minifyPageScripts(page);

  it('minifies the inline scripts, in the head and the body, into code that does the same', () => {
    const code = /<head><script>([^<]*)<\/script>/.exec(rewritten)![1]!;
    expect(code.length).toBeLessThan(
      '(function install(target) { var answer = 40 + 2; target.answer = answer; })(window);'.length,
    );
    const target: { answer?: number } = {};
    new Function('window', code)(target);
    expect(target.answer).toBe(42);
  });

  it('minifies the body’s inline scripts too (the loader)', () => {
    const body = rewritten.slice(rewritten.indexOf('<body>'));
    expect(body).not.toContain('var kept = 1 + 1;');
    const code = /<\/script><script>([^<]*)<\/script><\/body>/.exec(body)![1]!;
    expect(new Function(`${code}; return kept;`)()).toBe(2);
  });

  it('leaves external scripts and JSON as they are, and is idempotent', () => {
    expect(rewritten).toContain(
      '<script src="/a.js"></script></head><body><script id="data" type="application/json">{"a": 1}</script>',
    );
    expect(minifyPageScripts(rewritten)).toBe(rewritten);
    expect(minifyInlineScripts.check(rewritten, 'x/index.html')).toEqual([]);
    expect(minifyInlineScripts.check(page, 'x/index.html')).toHaveLength(2);
  });
});
