import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** One TypeScript program over every documented package, and lookups into their root modules. */
export interface ApiProgram {
  checker: ts.TypeChecker;
  /** Directory of an installed package (ends without a slash). */
  getPackageDir(packageName: string): string;
  /** The exports of a package's root `index.d.ts`, each resolved through re-export aliases. */
  getExports(packageName: string): ReadonlyMap<string, ts.Symbol>;
}

const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));

/** Directory of an installed package, found the way Node finds it from the project root. */
export function resolvePackageDir(packageName: string): string {
  return path.dirname(projectRequire.resolve(`${packageName}/package.json`));
}

/** The package's type entry point (`types` in its package.json, `index.d.ts` by default). */
export function resolveTypesEntry(packageName: string): string {
  const dir = resolvePackageDir(packageName);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    types?: string;
    typings?: string;
  };
  return path.join(dir, manifest.types ?? manifest.typings ?? 'index.d.ts');
}

// Declaration files only need resolving and binding, not checking; `types: []` keeps unrelated
// @types packages out (React's types still load, because the packages import them).
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/**
 * Builds a single program for all packages: parsing the shared dependencies (@mui/material, React, csstype)
 * once is what makes generation fast. It also means module augmentations of the Pro and Premium packages
 * (`declare module '@mui/x-data-grid'`) apply everywhere, which is why interface members get their plan
 * from where they are declared (see extractInterface.ts).
 */
export function createApiProgram(packageNames: readonly string[]): ApiProgram {
  const entries = new Map(packageNames.map((name) => [name, resolveTypesEntry(name)]));
  const program = ts.createProgram([...entries.values()], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const exportsCache = new Map<string, Map<string, ts.Symbol>>();

  const getExports = (packageName: string) => {
    const cached = exportsCache.get(packageName);
    if (cached) {
      return cached;
    }
    const entry = entries.get(packageName);
    const sourceFile = entry ? program.getSourceFile(entry) : undefined;
    const moduleSymbol = sourceFile ? checker.getSymbolAtLocation(sourceFile) : undefined;
    if (!moduleSymbol) {
      throw new Error(
        `Could not load the type declarations of ${packageName} (${entry ?? 'not in the program'}). Is it installed?`,
      );
    }
    const resolved = new Map(
      checker
        .getExportsOfModule(moduleSymbol)
        .map(
          (symbol) =>
            [symbol.name, symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol] as const,
        ),
    );
    exportsCache.set(packageName, resolved);
    return resolved;
  };

  return { checker, getPackageDir: resolvePackageDir, getExports };
}
