import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getApiEntryPath } from '@/server/api/apiOutputPaths';
import type { ApiEntry, ApiProp } from '@/api/types';

function readProp(product: string, slug: string, name: string): ApiProp {
  const entry = JSON.parse(fs.readFileSync(getApiEntryPath(product, slug), 'utf8')) as ApiEntry;
  const rows = entry.kind === 'component' ? entry.props : entry.members;
  return rows.find((row) => row.name === name)!;
}

describe.runIf(fs.existsSync(getApiEntryPath('data-grid', 'data-grid')))('expandable types', () => {
  it('a union alias expands into its members (DataGrid density)', () => {
    expect(readProp('data-grid', 'data-grid', 'density').typeDetails).toEqual({
      kind: 'union',
      members: ['"standard"', '"compact"', '"comfortable"'],
    });
  });

  it('a callback expands into its parameters with their types and its return type (processRowUpdate)', () => {
    const details = readProp('data-grid', 'data-grid', 'processRowUpdate').typeDetails;
    expect(details).toMatchObject({ kind: 'function', returns: 'R | Promise<R>' });
    expect(details?.kind === 'function' && details.params.map((param) => param.name)).toEqual([
      'newRow',
      'oldRow',
      'params',
    ]);
  });

  it('a plain boolean or number has nothing to expand', () => {
    expect(readProp('data-grid', 'data-grid', 'checkboxSelection').typeDetails).toBeUndefined();
    expect(readProp('data-grid', 'data-grid', 'rowHeight').typeDetails).toBeUndefined();
  });
});
