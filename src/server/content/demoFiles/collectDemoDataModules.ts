import ts from 'typescript';

/** The module specifiers a source imports or re-exports. */
export function readImportSpecifiers(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return file.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/** Specifiers that only resolve inside this repository (its path aliases): a copied file cannot use them. */
const REPOSITORY_ALIASES = /^(@\/|@content\/|content\/|src\/)/;

/**
 * Every data module a demo needs: the ones it imports and, transitively, the sibling modules they import, in a stable
 * order (first the demo's own, then their dependencies). A data module may import packages and its siblings
 * (`./random`) only, so the set is self-contained; anything else is an error naming the module.
 */
export function collectDemoDataModules(entry: string[], readModule: (module: string) => string): string[] {
  const collected: string[] = [];
  const queue = [...entry];
  while (queue.length > 0) {
    const module = queue.shift()!;
    if (collected.includes(module)) {
      continue;
    }
    collected.push(module);
    for (const specifier of readImportSpecifiers(readModule(module), `${module}.ts`)) {
      if (/^\.\/[^/]+$/.test(specifier)) {
        queue.push(specifier.slice(2));
      } else if (specifier.startsWith('.') || REPOSITORY_ALIASES.test(specifier)) {
        throw new Error(
          `content/demoData/${module}.ts imports '${specifier}': demo data modules import packages and their ` +
            'sibling modules (./name) only, so a reader can copy them.',
        );
      }
    }
  }
  return collected;
}
