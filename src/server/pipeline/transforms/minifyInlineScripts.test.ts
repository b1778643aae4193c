import { describe, expect, it } from 'vitest';
import { minifyHeadScripts, minifyInlineScripts } from './minifyInlineScripts';

const page =
  '<html><head><script>(function install(target) { var answer = 40 + 2; target.answer = answer; })(window);</script>' +
  '<script src="/a.js"></script></head><body><script id="data" type="application/json">{"a": 1}</script>' +
  '<script>var kept = 1 + 1;</script></body></html>';

describe('minifyHeadScripts', () => {
  const rewritten = minifyHeadScripts(page);

  it('minifies the head’s inline scripts into code that does the same', () => {
    const code = /<head><script>([^<]*)<\/script>/.exec(rewritten)![1]!;
    expect(code.length).toBeLessThan(
      '(function install(target) { var answer = 40 + 2; target.answer = answer; })(window);'.length,
    );
    const target: { answer?: number } = {};
    new Function('window', code)(target);
    expect(target.answer).toBe(42);
  });

  it('leaves external scripts, JSON and the body as they are, and is idempotent', () => {
    expect(rewritten).toContain(
      '<script src="/a.js"></script></head><body><script id="data" type="application/json">{"a": 1}</script><script>var kept = 1 + 1;</script>',
    );
    expect(minifyHeadScripts(rewritten)).toBe(rewritten);
    expect(minifyInlineScripts.check(rewritten, 'x/index.html')).toEqual([]);
    expect(minifyInlineScripts.check(page, 'x/index.html')).toHaveLength(1);
  });
});
