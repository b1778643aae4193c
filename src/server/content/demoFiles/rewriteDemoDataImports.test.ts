import { describe, expect, it } from 'vitest';
import { rewriteDemoDataImports } from './rewriteDemoDataImports';

const EXPORTS = new Map([
  ['generateEmployees', 'employees'],
  ['Employee', 'employees'],
  ['MOVIES', 'movies'],
  ['DEMO_TODAY', 'dates'],
]);

describe('rewriteDemoDataImports', () => {
  it('points each imported name at its data module beside the demo, one import per module', () => {
    const source = [
      "import * as React from 'react';",
      "import { generateEmployees, MOVIES, type Employee } from '@content/demoData';",
      'const rows: Employee[] = generateEmployees(3);',
    ].join('\n');
    const { code, modules } = rewriteDemoDataImports(source, 'Grid.tsx', EXPORTS);
    expect(code).toBe(
      [
        "import * as React from 'react';",
        "import { generateEmployees, type Employee } from './data/employees';",
        "import { MOVIES } from './data/movies';",
        'const rows: Employee[] = generateEmployees(3);',
      ].join('\n'),
    );
    expect(modules).toEqual(['employees', 'movies']);
  });

  it('keeps aliases and type-only imports', () => {
    const source =
      "import type { Employee as Row } from '@content/demoData';\nimport { DEMO_TODAY as today } from '@content/demoData';";
    const { code, modules } = rewriteDemoDataImports(source, 'Picker.tsx', EXPORTS);
    expect(code).toBe(
      "import type { Employee as Row } from './data/employees';\nimport { DEMO_TODAY as today } from './data/dates';",
    );
    expect(modules).toEqual(['employees', 'dates']);
  });

  it('leaves a demo without demo data untouched', () => {
    const source = "import { LineChart } from '@mui/x-charts/LineChart';\nexport default function Chart() {}";
    expect(rewriteDemoDataImports(source, 'Chart.tsx', EXPORTS)).toEqual({ code: source, modules: [] });
  });

  it('names the file and the name when the data has no such export', () => {
    expect(() =>
      rewriteDemoDataImports("import { generateCats } from '@content/demoData';", 'Cats.tsx', EXPORTS),
    ).toThrow("Cats.tsx: '@content/demoData' has no export named generateCats.");
  });

  it('refuses a namespace import, which has no single module to point at', () => {
    expect(() => rewriteDemoDataImports("import * as data from '@content/demoData';", 'All.tsx', EXPORTS)).toThrow(
      /All\.tsx: import names from '@content\/demoData' as \{ name \}/,
    );
  });
});
