import { describe, expect, it } from 'vitest';
import { parseQueryIntent } from './queryIntent';

describe('parseQueryIntent', () => {
  it('"<Component> api" searches the component and asks for its API page', () => {
    expect(parseQueryIntent('DataGrid api')).toEqual({ text: 'DataGrid', wantsApi: true, wantsMigration: false });
    expect(parseQueryIntent('BarChart props')).toMatchObject({ text: 'BarChart', wantsApi: true });
    expect(parseQueryIntent('DatePicker API 参考')).toMatchObject({ text: 'DatePicker', wantsApi: true });
  });

  it('"api" alone, or inside a word, is searched as a word', () => {
    expect(parseQueryIntent('api')).toEqual({ text: 'api', wantsApi: false, wantsMigration: false });
    expect(parseQueryIntent('apiRef')).toMatchObject({ text: 'apiRef', wantsApi: false });
    expect(parseQueryIntent('rapid')).toMatchObject({ wantsApi: false });
  });

  it('a version or "migrate" asks for migration guides', () => {
    expect(parseQueryIntent('migrate from v6').wantsMigration).toBe(true);
    expect(parseQueryIntent('upgrade data grid').wantsMigration).toBe(true);
    expect(parseQueryIntent('v8 breaking changes').wantsMigration).toBe(true);
    expect(parseQueryIntent('如何迁移').wantsMigration).toBe(true);
    expect(parseQueryIntent('install the data grid').wantsMigration).toBe(false);
  });
});
