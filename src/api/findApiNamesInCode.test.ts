import { describe, expect, it } from 'vitest';
import { findApiNamesInCode } from './findApiNamesInCode';

describe('findApiNamesInCode', () => {
  it('reads the names imported from MUI X packages, with their package, through subpaths, aliases and type imports', () => {
    const code = [
      "import * as React from 'react';",
      "import { DataGridPro, type GridColDef, useGridApiRef as useRef } from '@mui/x-data-grid-pro';",
      "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
      "import Box from '@mui/material/Box';",
    ].join('\n');
    expect(findApiNamesInCode(code, { importsOnly: true })).toEqual([
      { name: 'DataGridPro', packageName: '@mui/x-data-grid-pro' },
      { name: 'GridColDef', packageName: '@mui/x-data-grid-pro' },
      { name: 'useGridApiRef', packageName: '@mui/x-data-grid-pro' },
      { name: 'DatePicker', packageName: '@mui/x-date-pickers' },
    ]);
  });

  it('also reads rendered components and PascalCase words of a snippet without imports', () => {
    const names = findApiNamesInCode('const columns: GridColDef[] = [];\n<BarChart series={[]} />').map(
      (found) => found.name,
    );
    expect(names).toContain('BarChart');
    expect(names).toContain('GridColDef');
  });
});
