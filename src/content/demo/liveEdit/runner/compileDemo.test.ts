import { describe, expect, it } from 'vitest';
import { compileDemo } from './compileDemo';
import { evaluateDemo, type DemoFactory } from './evaluateDemo';
import { createLoopGuard, LOOP_GUARD_NAME } from './loopGuard';

const TS_DEMO = `import * as React from 'react';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { MOVIES } from './demoData';

const columns: GridColDef[] = [];

export default function Demo(): React.JSX.Element {
  return <Box>{MOVIES.length} movies, {columns.length} columns</Box>;
}
`;

describe('compileDemo', () => {
  it('strips the types and lists the modules the code needs at run time', () => {
    const compiled = compileDemo(TS_DEMO, 'TS');
    expect(compiled.requires).toEqual(['react/jsx-runtime', 'react', '@mui/material/Box', './demoData']);
    expect(compiled.code).not.toContain('GridColDef');
  });

  it('names the line of a syntax error', () => {
    expect(() => compileDemo('export default function Demo() {\n  return <div>;\n}\n', 'JS')).toThrow(/\(2:/);
  });

  it('refuses TypeScript in the JavaScript variant', () => {
    expect(() => compileDemo('const size: number = 1;\nexport default size;\n', 'JS')).toThrow();
  });
});

// Node has no document to load a blob script into; the test's loader builds the same function from the same body.
const loadInTest = (code: string) =>
  Promise.resolve(new Function('require', 'module', 'exports', LOOP_GUARD_NAME, code) as DemoFactory);
const loopGuard = createLoopGuard({ budgetMs: 1000, now: () => Date.now(), afterRun: queueMicrotask });

describe('evaluateDemo', () => {
  it('runs the code with the loaded modules and returns its default export', async () => {
    const { code, requires } = compileDemo(TS_DEMO, 'TS');
    const jsx = (type: unknown, props: { children?: unknown }) => ({ type, props });
    const modules = new Map<string, unknown>([
      ['react/jsx-runtime', { jsx, jsxs: jsx }],
      ['react', {}],
      ['@mui/material/Box', { __esModule: true, default: 'Box' }],
      ['./demoData', { MOVIES: [1, 2, 3] }],
    ]);
    expect(requires.every((specifier) => modules.has(specifier))).toBe(true);
    const Demo = (await evaluateDemo(code, modules, loopGuard, loadInTest)) as unknown as () => {
      type: unknown;
      props: { children: unknown[] };
    };
    expect(Demo().type).toBe('Box');
    expect(Demo().props.children[0]).toBe(3);
  });

  it('says so when the code exports no component', async () => {
    await expect(evaluateDemo('exports.x = 1;', new Map(), loopGuard, loadInTest)).rejects.toThrow(/no default export/);
  });
});
