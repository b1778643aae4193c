// Sucrase's own parser, from the build compileDemo.ts takes the compiler from (the runner carries one copy): its
// tokens know strings, templates, regular expressions and comments, so brackets and keywords in them never count.
import { parse } from 'sucrase/dist/parser/index';
import { ContextualKeyword } from 'sucrase/dist/parser/tokenizer/keywords';
import { TokenType as tt } from 'sucrase/dist/parser/tokenizer/types';
import type { Token } from 'sucrase/dist/parser/tokenizer/index';
import { LOOP_GUARD_NAME } from './loopGuard';

interface Insertion {
  at: number;
  text: string;
}

const OPENERS = new Set<number>([tt.parenL, tt.bracketL, tt.braceL, tt.dollarBraceL]);
const CLOSERS = new Set<number>([tt.parenR, tt.bracketR, tt.braceR]);

/** Index of the token closing the bracket opened at `open`. */
function closingIndex(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    const type = tokens[index]!.type;
    if (OPENERS.has(type)) {
      depth += 1;
    } else if (CLOSERS.has(type)) {
      depth -= 1;
      if (depth === 0) {
        return index;
      }
    }
  }
  return tokens.length - 1;
}

/** Indexes of the tokens directly inside the brackets from `open` to `close` (not nested deeper). */
function topLevelIndexes(tokens: Token[], open: number, close: number): number[] {
  const indexes: number[] = [];
  let depth = 0;
  for (let index = open + 1; index < close; index += 1) {
    const type = tokens[index]!.type;
    if (depth === 0) {
      indexes.push(index);
    }
    if (OPENERS.has(type)) {
      depth += 1;
    } else if (CLOSERS.has(type)) {
      depth -= 1;
    }
  }
  return indexes;
}

/** The 1-based line of each character offset, found by binary search over the line starts. */
function lineFinder(code: string): (offset: number) => number {
  const starts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    return low + 1;
  };
}

/** The insertions guarding one `for` statement whose parenthesis opens at `open`. */
function guardFor(tokens: Token[], open: number, line: number): Insertion[] {
  const close = closingIndex(tokens, open);
  const inside = topLevelIndexes(tokens, open, close);
  const semicolons = inside.filter((index) => tokens[index]!.type === tt.semi);
  const tick = `${LOOP_GUARD_NAME}.tick(${line})`;
  if (semicolons.length === 2) {
    const [first, second] = semicolons as [number, number];
    if (second === first + 1) {
      return [{ at: tokens[first]!.end, text: ` ${tick}` }];
    }
    return [
      { at: tokens[first]!.end, text: ` ${tick} && (` },
      { at: tokens[second]!.start, text: ')' },
    ];
  }
  // `for (… of …)`: the first `of` after the binding (a binding may itself be named `of`).
  const of = inside.find((index) => index > open + 2 && tokens[index]!.contextualKeyword === ContextualKeyword._of);
  if (of === undefined) {
    return []; // `for (… in …)` visits the keys the object had when it started: it ends.
  }
  return [
    { at: tokens[of]!.end, text: ` ${LOOP_GUARD_NAME}.iterate(` },
    { at: tokens[close]!.start, text: `, ${line})` },
  ];
}

/**
 * Compiled demo code with a guard in every loop (`while`, `do … while`, `for (;;)` and `for … of`): a tick in each
 * condition, or around the iterable, that throws once the code has run past its budget (loopGuard.ts). Only the
 * runner evaluates the result; the reader's code and what they copy never contain it. Lines are kept (insertions
 * add no line break), so errors still name the reader's lines. `for await` and `for … in` are left as they are.
 */
export function guardLoops(code: string): string {
  const { tokens } = parse(code, false, false, false);
  const lineOf = lineFinder(code);
  const insertions: Insertion[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1]?.type;
    const open = tokens[index + 1];
    if (previous === tt.dot || previous === tt.questionDot || open?.type !== tt.parenL) {
      return;
    }
    if (token.type === tt._while) {
      const close = closingIndex(tokens, index + 1);
      insertions.push(
        { at: open.end, text: `${LOOP_GUARD_NAME}.tick(${lineOf(token.start)}) && (` },
        { at: tokens[close]!.start, text: ')' },
      );
    } else if (token.type === tt._for) {
      insertions.push(...guardFor(tokens, index + 1, lineOf(token.start)));
    }
  });
  insertions.sort((a, b) => a.at - b.at);
  let guarded = '';
  let from = 0;
  for (const { at, text } of insertions) {
    guarded += code.slice(from, at) + text;
    from = at;
  }
  return guarded + code.slice(from);
}
