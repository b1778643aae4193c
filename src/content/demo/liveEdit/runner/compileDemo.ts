// Sucrase's CommonJS build, as guardLoops.ts imports its parser (Node cannot load that part of the ES module build,
// and the runner then carries one copy of it).
import { transform } from 'sucrase/dist/index';
import type { CodeVariant } from '@/preferences/codePreferences';
import { guardLoops } from './guardLoops';

export interface CompiledDemo {
  /**
   * CommonJS code: imports became `require` calls, JSX calls React's automatic runtime, and each loop calls the loop
   * guard (guardLoops.ts), which the runner passes to it.
   */
  code: string;
  /** The modules the code requires, in order, without repeats (type-only imports are gone). */
  requires: string[];
}

const REQUIRE = /\brequire\((['"])([^'"]+)\1\)/g;

/**
 * Turns a demo's TypeScript or JavaScript (with JSX) into code the runner can evaluate. Throws Sucrase's
 * SyntaxError, whose message names the line and column, on code that does not parse.
 */
export function compileDemo(source: string, variant: CodeVariant): CompiledDemo {
  const { code } = transform(source, {
    transforms: variant === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    filePath: variant === 'TS' ? 'Demo.tsx' : 'Demo.jsx',
  });
  return {
    code: guardLoops(code),
    requires: [...new Set([...code.matchAll(REQUIRE)].map((match) => match[2]!))],
  };
}
