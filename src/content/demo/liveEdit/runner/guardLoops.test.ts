import { describe, expect, it } from 'vitest';
import { compileDemo } from './compileDemo';
import { guardLoops } from './guardLoops';
import { createLoopGuard, EndlessLoopError, LOOP_GUARD_NAME } from './loopGuard';

/** Runs guarded code with a guard whose clock advances 1 ms per reading, so a budget of 50 ms is 50 readings. */
function runGuarded(code: string, budgetMs = 50): unknown {
  let clock = 0;
  const guard = createLoopGuard({ budgetMs, now: () => (clock += 1), afterRun: () => undefined });
  return new Function(LOOP_GUARD_NAME, guardLoops(code))(guard);
}

describe('guardLoops', () => {
  it('stops an endless while, do … while and for, naming the line', () => {
    expect(() => runGuarded('let x = 1;\nwhile (x > 0) {\n  x += 1;\n}')).toThrow(/loop on line 2 /);
    expect(() => runGuarded('\n\ndo { } while (true);')).toThrow(/line 3 /);
    expect(() => runGuarded('for (let i = 0; i >= 0; i++) {}')).toThrow(EndlessLoopError);
    expect(() => runGuarded('for (;;) {}')).toThrow(EndlessLoopError);
    expect(() => runGuarded('for (let i = 0; i < 10; i) {}')).toThrow(EndlessLoopError);
  });

  it('stops a for … of over an array that grows as it is read', () => {
    expect(() => runGuarded('const rows = [1];\nfor (const row of rows) rows.push(row);')).toThrow(/line 2 /);
  });

  it('leaves a loop that ends with the same result', () => {
    const code = [
      'const out = [];',
      'for (let i = 0, j = [1, 2].length; i < j; i++) out.push(i);',
      'for (const [key, value] of Object.entries({ a: 1 })) out.push(key + value);',
      'for (const key in { b: 1 }) out.push(key);',
      'let n = 0;',
      'while (n < 3) n++;',
      'do n++; while ((n, n < 5));',
      'out.push(n, `${"while (true)"}`, "for (;;)", /while\\(/.source);',
      'return out;',
    ].join('\n');
    expect(runGuarded(code, 1e9)).toEqual([0, 1, 'a1', 'b', 5, 'while (true)', 'for (;;)', 'while\\(']);
  });

  it('ignores words that only look like loops', () => {
    const code = 'const o = { while: (x) => x, for: 2 };\n// while (true) {}\nreturn o.while(o.for);';
    expect(guardLoops(code)).not.toContain(LOOP_GUARD_NAME);
    expect(runGuarded(code)).toBe(2);
  });

  it('keeps every line where it was in the compiled demo', () => {
    const { code } = compileDemo('export default function Demo() {\n  while (true) {}\n  return null;\n}\n', 'JS');
    expect(guardLoops(code).split('\n')).toHaveLength(code.split('\n').length);
    expect(guardLoops(code).split('\n')[1]).toContain(`${LOOP_GUARD_NAME}.tick(2)`);
  });
});

describe('createLoopGuard', () => {
  it('gives each uninterrupted run the whole budget', () => {
    let clock = 0;
    const pending: (() => void)[] = [];
    const guard = createLoopGuard({ budgetMs: 10, now: () => clock, afterRun: (callback) => pending.push(callback) });
    guard.tick(1);
    clock = 8;
    guard.tick(1);
    pending.splice(0).forEach((callback) => callback());
    clock = 16;
    guard.tick(4);
    clock = 30;
    expect(() => guard.tick(4)).toThrow('The loop on line 4 was still running after 0.01 s');
    // A loop around a try that swallows the error is stopped at its own next tick.
    expect(() => guard.tick(3)).toThrow(/line 3 /);
  });
});
