import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';
import { createSandboxFiles, getDependencies, getPackageName } from './createSandboxFiles';
import { toCodeSandboxParameters, toStackBlitzFields } from './openSandbox';

const code = [
  "import * as React from 'react';",
  "import { DataGridPro } from '@mui/x-data-grid-pro';",
  "import { zhCN } from '@mui/x-data-grid/locales';",
  "import EventIcon from '@mui/icons-material/Event';",
  "import dayjs from 'dayjs';",
  "import { generateEmployees } from './data/employees';",
  'export default function Grid() { return null; }',
].join('\n');

describe('sandbox projects', () => {
  it('names the package of an import and skips local modules', () => {
    expect(getPackageName('@mui/x-data-grid/locales')).toBe('@mui/x-data-grid');
    expect(getPackageName('dayjs/plugin/utc')).toBe('dayjs');
    expect(getPackageName('./Demo.module.css')).toBeNull();
    expect(getPackageName('./data/employees')).toBeNull();
  });

  it('pins every MUI X package to exactly 7.21.0', () => {
    const dependencies = getDependencies([code]);
    expect(dependencies['@mui/x-data-grid-pro']).toBe('7.21.0');
    expect(dependencies['@mui/x-data-grid']).toBe('7.21.0');
    expect(dependencies.react).toBe('18.3.1');
    expect(dependencies['@mui/icons-material']).toMatch(/^\^6\./);
    expect(dependencies.dayjs).toBeDefined();
    expect(Object.keys(dependencies).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('pins the Pro previews to the version the demos run, since they have no 7.21.0 release', () => {
    const dependencies = getDependencies([
      "import { Heatmap } from '@mui/x-charts-pro/Heatmap';\nimport { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';",
    ]);
    expect(dependencies['@mui/x-charts-pro']).toBe('7.0.0-beta.5');
    expect(dependencies['@mui/x-tree-view-pro']).toBe('7.22.1');
  });

  it('a TypeScript project has the demo, an entry, a tsconfig, Vite types and the data modules at the shown paths', () => {
    const files = createSandboxFiles({
      title: 'Editing - Grid',
      name: 'Grid',
      code,
      variant: 'TS',
      styling: 'system',
      localModules: {
        'data/employees.ts': "import { createRandom } from './random';",
        'data/random.ts': 'export const x = 1;',
      },
    });
    expect(Object.keys(files).sort()).toEqual(
      [
        'index.html',
        'package.json',
        'src/Grid.tsx',
        'src/data/employees.ts',
        'src/data/random.ts',
        'src/main.tsx',
        'src/vite-env.d.ts',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    expect(files['src/Grid.tsx']!.content).toContain("from './data/employees'");
    expect(files['src/data/employees.ts']!.content).toContain("from './random'");
    expect(files['src/main.tsx']!.content).toContain("import Demo from './Grid';");
    const pkg = JSON.parse(files['package.json']!.content);
    expect(pkg.dependencies['@mui/x-data-grid-pro']).toBe('7.21.0');
    expect(pkg.devDependencies.typescript).toBeDefined();
    expect(files['index.html']!.content).not.toContain('tailwindcss');
  });

  it('a JavaScript Tailwind project has .jsx files, no tsconfig and loads Tailwind', () => {
    const files = createSandboxFiles({
      title: 'T',
      name: 'Slots',
      code: 'export default function Slots() { return null; }',
      variant: 'JS',
      styling: 'tailwind',
    });
    expect(files['src/Slots.jsx']).toBeDefined();
    expect(files['src/main.jsx']).toBeDefined();
    expect(files['tsconfig.json']).toBeUndefined();
    expect(files['index.html']!.content).toContain('tailwindcss');
    expect(JSON.parse(files['package.json']!.content).devDependencies.typescript).toBeUndefined();
  });

  it('a CSS variant ships its CSS module beside the demo', () => {
    const files = createSandboxFiles({
      title: 'T',
      name: 'Slots',
      code: "import classes from './Slots.module.css';",
      variant: 'TS',
      styling: 'css',
      extraFiles: [{ fileName: 'Slots.module.css', code: '.toolbar { gap: 8px; }' }],
    });
    expect(files['src/Slots.module.css']!.content).toContain('.toolbar');
  });

  it('CodeSandbox parameters decode back to the same files', () => {
    const files = createSandboxFiles({ title: 'T', name: 'Slots', code, variant: 'TS', styling: 'system' });
    const parameters = toCodeSandboxParameters(files);
    expect(parameters).not.toMatch(/[+/=]/);
    const decoded = JSON.parse(LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))!);
    expect(decoded.files['src/Slots.tsx'].content).toBe(files['src/Slots.tsx']!.content);
  });

  it('StackBlitz fields carry every file under project[files]', () => {
    const files = createSandboxFiles({ title: 'T', name: 'Slots', code, variant: 'JS', styling: 'system' });
    const fields = toStackBlitzFields(files, 'T');
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[files][package.json]']).toBe(files['package.json']!.content);
    expect(Object.keys(fields).filter((key) => key.startsWith('project[files]'))).toHaveLength(
      Object.keys(files).length,
    );
  });
});
