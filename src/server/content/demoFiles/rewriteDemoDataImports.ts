import ts from 'typescript';

/** The import a demo uses for the site's seeded sample data. */
export const DEMO_DATA_SPECIFIER = '@content/demoData';
/** The folder, beside the demo file, where a reader puts the data modules (`./data/employees`). */
export const DEMO_DATA_FOLDER = 'data';

export interface RewrittenDemo {
  code: string;
  /** Data modules the demo imports directly, in order of first use (`employees`). */
  modules: string[];
}

/**
 * Rewrites a demo's `@content/demoData` imports into imports of the modules themselves, as relative paths a reader
 * can create (`import { generateEmployees } from './data/employees'`), one import per module. Names are looked up in
 * `exports` (readDemoDataExports); an unknown name or a default or namespace import is an error naming the file.
 */
export function rewriteDemoDataImports(source: string, fileName: string, exports: Map<string, string>): RewrittenDemo {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const modules: string[] = [];
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== DEMO_DATA_SPECIFIER
    ) {
      continue;
    }
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) {
      throw new Error(
        `${fileName}: import names from '${DEMO_DATA_SPECIFIER}' as { name }, not as a default or namespace.`,
      );
    }
    const byModule = new Map<string, string[]>();
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      const module = exports.get(name);
      if (!module) {
        throw new Error(`${fileName}: '${DEMO_DATA_SPECIFIER}' has no export named ${name}.`);
      }
      byModule.set(module, [...(byModule.get(module) ?? []), element.getText(file)]);
      if (!modules.includes(module)) {
        modules.push(module);
      }
    }
    const keyword = clause.isTypeOnly ? 'import type' : 'import';
    replacements.push({
      start: statement.getStart(file),
      end: statement.end,
      text: [...byModule]
        .map(([module, names]) => `${keyword} { ${names.join(', ')} } from './${DEMO_DATA_FOLDER}/${module}';`)
        .join('\n'),
    });
  }
  let code = source;
  for (const { start, end, text } of replacements.reverse()) {
    code = code.slice(0, start) + text + code.slice(end);
  }
  return { code, modules };
}
