import { describe, expect, it } from 'vitest';
import { demoImportSpecifiers, isRelativeSpecifier } from './demoImportSpecifiers';

describe('demoImportSpecifiers', () => {
  it('lists value imports, multi-line ones and side-effect imports once each', () => {
    const source = [
      "import * as React from 'react';",
      'import {',
      '  DataGrid,',
      '  GridToolbar,',
      "} from '@mui/x-data-grid';",
      "import '@mui/x-charts-pro/typeOverloads';",
      "import Box from '@mui/material/Box';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(demoImportSpecifiers(source)).toEqual([
      'react',
      '@mui/x-data-grid',
      '@mui/x-charts-pro/typeOverloads',
      '@mui/material/Box',
    ]);
  });

  it('leaves out type-only imports, which bring nothing at run time', () => {
    expect(demoImportSpecifiers("import type { GridColDef } from '@mui/x-data-grid';\n")).toEqual([]);
  });
});

describe('isRelativeSpecifier', () => {
  it('is true of paths next to the demo and false of packages and aliases', () => {
    expect(isRelativeSpecifier('./demoData')).toBe(true);
    expect(isRelativeSpecifier('../data/employees')).toBe(true);
    expect(isRelativeSpecifier('@content/demoData')).toBe(false);
    expect(isRelativeSpecifier('react')).toBe(false);
  });
});
