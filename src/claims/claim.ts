import { test } from 'vitest';

/**
 * A test backing one sentence of the page beside it. `sentence` is quoted as it stands in the page's `index.md` (a
 * distinctive part of a long sentence is enough); the quote check fails when the page no longer says it.
 */
export function claim(sentence: string, fn: () => void | Promise<void>, timeout?: number): void {
  test(sentence, fn, timeout);
}

/**
 * Records a behavioural sentence of the page that no test can settle (what a screen reader announces, for example).
 * Nothing runs: `npm run claims` and the quote check read the call from the file's source.
 */
export function untestable(sentence: string, reason: string): void {
  void sentence;
  void reason;
}
