import ts from 'typescript';

/** The local data package every demo imports from (`content/demoData`), as the demos write it. */
export const DEMO_DATA_SPECIFIER = '@content/demoData';

interface ImportedModule {
  specifier: string;
  names: { name: string; typeOnly: boolean }[];
}

function parse(source: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
}

/** The modules a file imports, with the names it takes from each. */
function listImports(source: string, fileName: string): ImportedModule[] {
  return parse(source, fileName).statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      return [];
    }
    const bindings = statement.importClause?.namedBindings;
    const names =
      bindings && ts.isNamedImports(bindings)
        ? bindings.elements.map((element) => ({
            name: (element.propertyName ?? element.name).text,
            typeOnly: element.isTypeOnly || Boolean(statement.importClause?.isTypeOnly),
          }))
        : [];
    return [{ specifier: statement.moduleSpecifier.text, names }];
  });
}

/** `export { a, type B } from './module'` lines of the data package's index: exported name → module. */
function listReexports(indexSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const statement of parse(indexSource, 'index.ts').statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        modules.set(element.name.text, statement.moduleSpecifier.text);
      }
    }
  }
  return modules;
}

export interface DemoModules {
  /** Paths relative to the demo (`demoData/employees.ts`, `Demo.module.css`), dependencies first. */
  paths: string[];
  /** An index of the data package re-exporting only what the demo uses; null when it uses none. */
  dataIndex: string | null;
}

/**
 * The local files a demo needs besides itself: the data package's modules that export the names it imports (and the
 * modules those import in turn), a trimmed index re-exporting those names, and sibling files it imports (a CSS module).
 * `readDataModule('./employees')` returns a data module's source.
 */
export function collectDemoModules(
  demoSource: string,
  demoFileName: string,
  dataIndexSource: string,
  readDataModule: (specifier: string) => string,
): DemoModules {
  const imports = listImports(demoSource, demoFileName);
  const siblings = imports
    .filter(({ specifier }) => specifier.startsWith('./'))
    .map(({ specifier }) => specifier.slice(2));
  const used = imports.find(({ specifier }) => specifier === DEMO_DATA_SPECIFIER)?.names ?? [];
  if (used.length === 0) {
    return { paths: siblings, dataIndex: null };
  }
  const reexports = listReexports(dataIndexSource);
  const byModule = new Map<string, string[]>();
  for (const { name, typeOnly } of used) {
    const specifier = reexports.get(name);
    if (!specifier) {
      throw new Error(`${demoFileName}: ${DEMO_DATA_SPECIFIER} exports no ${name}.`);
    }
    byModule.set(specifier, [...(byModule.get(specifier) ?? []), typeOnly ? `type ${name}` : name]);
  }
  const ordered: string[] = [];
  const visit = (specifier: string) => {
    if (ordered.includes(specifier)) {
      return;
    }
    for (const dependency of listImports(readDataModule(specifier), `${specifier}.ts`)) {
      if (dependency.specifier.startsWith('./')) {
        visit(dependency.specifier);
      }
    }
    ordered.push(specifier);
  };
  [...byModule.keys()].forEach(visit);
  const dataIndex = [...byModule]
    .map(([specifier, names]) => `export { ${names.join(', ')} } from '${specifier}';`)
    .join('\n');
  return {
    paths: [...ordered.map((specifier) => `demoData/${specifier.slice(2)}.ts`), 'demoData/index.ts', ...siblings],
    dataIndex: `${dataIndex}\n`,
  };
}
