import { describe, expect, it } from 'vitest';
import { toJavaScript } from './toJavaScript';

describe('toJavaScript', () => {
  it('strips types, type-only imports and generics, and keeps the JSX', async () => {
    const ts = [
      "import * as React from 'react';",
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      "import type { Theme } from '@mui/material/styles';",
      '',
      "const columns: GridColDef[] = [{ field: 'name' }];",
      '',
      'interface Props { dense?: boolean }',
      '',
      'export default function Demo({ dense }: Props) {',
      '  const [count, setCount] = React.useState<number>(0);',
      '  return <DataGrid rows={[]} columns={columns} density={dense ? "compact" : "standard"} onRowClick={() => setCount(count + 1)} />;',
      '}',
    ].join('\n');
    const js = await toJavaScript(ts, 'Demo.tsx');
    expect(js).not.toMatch(/GridColDef|interface|: Props|<number>|Theme/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('<DataGrid');
    expect(js).toContain('React.useState(0)');
  });

  it('keeps the blank lines that separate blocks', async () => {
    const js = await toJavaScript('const a: number = 1;\n\nconst b: number = 2;\n', 'x.tsx');
    expect(js).toBe('const a = 1;\n\nconst b = 2;\n');
  });

  it('formats the output with Prettier and the site options: single quotes, 2-space indent, lines broken at 85 columns', async () => {
    // Double quotes, no semicolons, 4-space indent and over-long lines: the TypeScript printer alone keeps all of them.
    const ts = [
      'import { DataGrid } from "@mui/x-data-grid"',
      'const rows: { id: number; name: string }[] = [{ id: 1, name: "Ada Lovelace" }, { id: 2, name: "Grace Hopper" }]',
      'export default function Demo(): JSX.Element {',
      '    return <div style={{ height: 300 }}><DataGrid rows={rows} columns={[{ field: "name", headerName: "Name", width: 200 }]} /></div>',
      '}',
    ].join('\n');
    expect(await toJavaScript(ts, 'Demo.tsx')).toBe(
      [
        "import { DataGrid } from '@mui/x-data-grid';",
        'const rows = [',
        "  { id: 1, name: 'Ada Lovelace' },",
        "  { id: 2, name: 'Grace Hopper' },",
        '];',
        'export default function Demo() {',
        '  return (',
        '    <div style={{ height: 300 }}>',
        '      <DataGrid',
        '        rows={rows}',
        "        columns={[{ field: 'name', headerName: 'Name', width: 200 }]}",
        '      />',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('uses the 85-column print width: a line Prettier would break at its default 80 stays whole', async () => {
    // 83 characters once formatted: one line at printWidth 85, wrapped at the default 80.
    const line = "export const labels = ['first label', 'second label', 'third label', 'fourth one'];";
    expect(line.length).toBeGreaterThan(80);
    expect(line.length).toBeLessThanOrEqual(85);
    expect(await toJavaScript(line.replace(/'/g, '"').replace(/;$/, ''), 'x.tsx')).toBe(`${line}\n`);
  });
});
