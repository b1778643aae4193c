/** A name a piece of code refers to, with the MUI X package it is imported from (null when not imported). */
export interface CodeApiName {
  name: string;
  packageName: string | null;
}

const MUI_X_IMPORT =
  /import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"](@mui\/x-[\w-]+)(?:\/[^'"]*)?['"]/g;
const JSX_TAG = /<([A-Z][A-Za-z0-9]*)[\s/>]/g;
const PASCAL_CASE_WORD = /\b[A-Z][A-Za-z0-9]*\b/g;

/**
 * The names a demo or code block refers to: what it imports from `@mui/x-*` packages (`import { DataGridPro } from
 * '@mui/x-data-grid-pro'`, subpaths too), and, unless `importsOnly`, the components it renders (`<BarChart`) and the
 * PascalCase words it writes (`GridColDef`). Which of them are documented is the caller's question.
 */
export function findApiNamesInCode(code: string, { importsOnly = false } = {}): CodeApiName[] {
  const names: CodeApiName[] = [];
  for (const [, specifiers, packageName] of code.matchAll(MUI_X_IMPORT)) {
    for (const specifier of specifiers!.split(',')) {
      const name = /^\s*(?:type\s+)?([\w$]+)/.exec(specifier)?.[1];
      if (name) {
        names.push({ name, packageName: packageName! });
      }
    }
  }
  if (!importsOnly) {
    for (const [, name] of code.matchAll(JSX_TAG)) {
      names.push({ name: name!, packageName: null });
    }
    for (const [name] of code.matchAll(PASCAL_CASE_WORD)) {
      names.push({ name, packageName: null });
    }
  }
  return names;
}
