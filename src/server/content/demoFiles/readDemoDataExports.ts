import ts from 'typescript';

/**
 * Which module of `content/demoData` each name of its index comes from (`generateEmployees` → `employees`), read
 * from the index's `export { … } from './module'` lines. Anything else in the index is an error: a copied demo
 * imports the module itself, so every name must have exactly one home.
 */
export function readDemoDataExports(indexSource: string, indexFile: string): Map<string, string> {
  const file = ts.createSourceFile(indexFile, indexSource, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const exports = new Map<string, string>();
  for (const statement of file.statements) {
    const specifier =
      ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    const clause = ts.isExportDeclaration(statement) ? statement.exportClause : undefined;
    if (!specifier?.startsWith('./') || !clause || !ts.isNamedExports(clause)) {
      throw new Error(
        `${indexFile}: only "export { name } from './module'" lines are allowed in the demo data index ` +
          `(found: ${statement.getText(file).split('\n')[0]}).`,
      );
    }
    for (const element of clause.elements) {
      if (element.propertyName) {
        throw new Error(`${indexFile}: re-export "${element.getText(file)}" under its own name.`);
      }
      exports.set(element.name.text, specifier.slice(2));
    }
  }
  return exports;
}
