import { describe, expect, it } from 'vitest';
import { readDemoDataExports } from './readDemoDataExports';

describe('readDemoDataExports', () => {
  it('maps every re-exported name, types included, to its module', () => {
    const exports = readDemoDataExports(
      "export { createRandom, type Random } from './random';\nexport { MOVIES } from './movies';",
      'index.ts',
    );
    expect([...exports]).toEqual([
      ['createRandom', 'random'],
      ['Random', 'random'],
      ['MOVIES', 'movies'],
    ]);
  });

  it('refuses a star re-export or a local declaration, whose names have no known module', () => {
    expect(() => readDemoDataExports("export * from './random';", 'index.ts')).toThrow(/index\.ts: only "export/);
    expect(() => readDemoDataExports('export const X = 1;', 'index.ts')).toThrow(/found: export const X = 1;/);
  });

  it('refuses a renamed re-export, which the copied import could not name', () => {
    expect(() => readDemoDataExports("export { rows as ROWS } from './rows';", 'index.ts')).toThrow(/rows as ROWS/);
  });

  it('reads the real demo data index', async () => {
    const fs = await import('node:fs');
    const exports = readDemoDataExports(fs.readFileSync('content/demoData/index.ts', 'utf8'), 'index.ts');
    expect(exports.get('generateEmployees')).toBe('employees');
    expect(exports.get('DEMO_TODAY')).toBe('dates');
  });
});
