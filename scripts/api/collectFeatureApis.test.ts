import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiPackage } from '@/api/apiPackages';
import { collectFeatureApis } from './collectFeatureApis';
import { COMPILER_OPTIONS, type ApiProgram } from './createApiProgram';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-apis-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

/** A one-file package declaring `GridFilterApi`, read the way the generator reads the installed packages. */
function programOver(declarations: string): { program: ApiProgram; packages: ApiPackage[] } {
  const packageDir = fs.mkdtempSync(path.join(directory, 'grid-'));
  const entry = path.join(packageDir, 'index.d.ts');
  fs.writeFileSync(entry, declarations);
  const tsProgram = ts.createProgram([entry], COMPILER_OPTIONS);
  const checker = tsProgram.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(tsProgram.getSourceFile(entry)!)!;
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
  return {
    program: { checker, getPackageDir: () => packageDir, getExports: () => exports },
    packages: [{ name: 'fixture-grid', product: 'data-grid', plan: 'community' }],
  };
}

const BASE = `export interface GridFilterApi {
  /** Shows the filter panel. */
  showFilterPanel: () => void;
  /**
   * Sets the filter model.
   * @param {string} model The new model.
   */
  setFilterModel: (model: string) => void;`;

// Type-checking a fixture takes a few seconds on a busy machine.
describe('collectFeatureApis', { timeout: 60_000 }, () => {
  it('lists the methods the declarations give, with their signatures and descriptions', () => {
    const { program, packages } = programOver(`${BASE}\n}\n`);
    const [api] = collectFeatureApis(program, packages, ['GridFilterApi']);
    expect(api!.members.map((member) => [member.name, member.type, member.method])).toEqual([
      ['setFilterModel', '(model: string) => void', true],
      ['showFilterPanel', '() => void', true],
    ]);
    expect(api!.members[0]!.description).toContain('Sets the filter model.');
  });

  it('a method added to the interface appears in the table data', () => {
    const { program, packages } = programOver(
      `${BASE}\n  /** Clears every filter. */\n  clearFilters: () => void;\n}\n`,
    );
    const [api] = collectFeatureApis(program, packages, ['GridFilterApi']);
    expect(api!.members.map((member) => member.name)).toContain('clearFilters');
  });

  it('raises the plan of an API whose methods the community grid keeps private', () => {
    const { program, packages } = programOver(`${BASE}\n}\n`);
    const [api] = collectFeatureApis(program, packages, [{ name: 'GridFilterApi', plan: 'pro' }]);
    expect(api!.plan).toBe('pro');
    expect(api!.members.every((member) => member.plan === 'pro')).toBe(true);
  });
});
