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
});
