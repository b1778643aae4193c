import { describe, expect, it } from 'vitest';
import { collectDemoModules } from './collectDemoModules';

const INDEX = [
  "export { createRandom, type Random } from './random';",
  "export { generateEmployees, DEPARTMENTS, type Employee } from './employees';",
  "export { MOVIES } from './movies';",
].join('\n');
const MODULES: Record<string, string> = {
  './random': 'export function createRandom() {}',
  './employees': "import { createRandom } from './random';\nexport const DEPARTMENTS = [];",
  './movies': 'export const MOVIES = [];',
};

describe('collectDemoModules', () => {
  it('keeps only the data modules a demo uses, their own imports first, and a trimmed index', () => {
    const demo =
      "import * as React from 'react';\nimport { generateEmployees, type Employee } from '@content/demoData';\nexport default function A() {}";
    const modules = collectDemoModules(demo, 'A.tsx', INDEX, (specifier) => MODULES[specifier]!);
    expect(modules.paths).toEqual(['demoData/random.ts', 'demoData/employees.ts', 'demoData/index.ts']);
    expect(modules.dataIndex).toBe("export { generateEmployees, type Employee } from './employees';\n");
  });

  it('adds the sibling files a demo imports, and no data index when it uses none', () => {
    const demo = "import styles from './A.module.css';\nexport default function A() {}";
    expect(collectDemoModules(demo, 'A.tsx', INDEX, () => '')).toEqual({ paths: ['A.module.css'], dataIndex: null });
  });

  it('names the demo when it imports something the data package does not export', () => {
    const demo = "import { NOPE } from '@content/demoData';";
    expect(() => collectDemoModules(demo, 'B.tsx', INDEX, () => '')).toThrow(
      /B\.tsx: @content\/demoData exports no NOPE/,
    );
  });
});
