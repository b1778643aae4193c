import { describe, expect, it } from 'vitest';
import { collectDemoDataModules } from './collectDemoDataModules';

const MODULES: Record<string, string> = {
  employees: "import { COUNTRIES } from './names';\nimport { createRandom } from './random';",
  names: 'export const COUNTRIES = [];',
  random: 'export function createRandom() {}',
  dates: "import dayjs from 'dayjs';",
  orgChartServer: "import type { OrgMember } from './orgChart';",
  orgChart: "import { createRandom } from './random';",
};
const read = (module: string) => MODULES[module]!;

describe('collectDemoDataModules', () => {
  it("adds the sibling modules a data module imports, after the demo's own", () => {
    expect(collectDemoDataModules(['employees'], read)).toEqual(['employees', 'names', 'random']);
    expect(collectDemoDataModules(['orgChartServer', 'employees'], read)).toEqual([
      'orgChartServer',
      'employees',
      'orgChart',
      'names',
      'random',
    ]);
  });

  it('lets a data module import packages', () => {
    expect(collectDemoDataModules(['dates'], read)).toEqual(['dates']);
  });

  it("refuses a data module importing the site's own code, which a reader cannot copy", () => {
    const withAlias = (module: string) => (module === 'bad' ? "import { x } from '@/shell/products';" : read(module));
    expect(() => collectDemoDataModules(['bad'], withAlias)).toThrow(
      "content/demoData/bad.ts imports '@/shell/products'",
    );
    const upward = (module: string) => (module === 'bad' ? "export { y } from '../pages/y';" : read(module));
    expect(() => collectDemoDataModules(['bad'], upward)).toThrow(/imports '\.\.\/pages\/y'/);
  });

  it('checks every real data module is self-contained', async () => {
    const fs = await import('node:fs');
    const modules = fs
      .readdirSync('content/demoData')
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''));
    const readReal = (module: string) => fs.readFileSync(`content/demoData/${module}.ts`, 'utf8');
    expect(collectDemoDataModules(modules, readReal).sort()).toEqual([...modules].sort());
  });
});
