import path from 'node:path';
import ts from 'typescript';
import type { Snippet } from './extractSnippets';

/**
 * Packages whose exports a fragment may use without importing them, first match wins: a name exported by several
 * plans comes from the lowest one, as a reader on that plan would import it.
 */
const AUTO_IMPORT_PACKAGES = [
  'react',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-charts-pro',
  '@mui/x-tree-view',
  '@mui/x-tree-view-pro',
  '@mui/material',
] as const;

/** Default and namespace imports a fragment may use without writing them. */
const DEFAULT_IMPORTS: Record<string, string> = {
  React: "import * as React from 'react';",
  dayjs: "import dayjs from 'dayjs';",
  AdapterDayjs: "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
  AdapterDateFns: "import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';",
  AdapterLuxon: "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
  AdapterMoment: "import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';",
};

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2022.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  isolatedModules: false,
  types: [],
};

/** "Cannot find name 'X'", its "Did you mean" variant, and "'React' refers to a UMD global". */
const MISSING_NAME_CODES = new Set([2304, 2552, 2686]);

/**
 * Names every fragment may use undeclared, as the pages use them: the grid's `rows` and `columns`, the tree's
 * `items` (and `apiRef`, declared per product by `apiRefDeclaration`). A global script, so a snippet that declares its own shadows them.
 */
const CONVENTIONAL_NAMES = [
  "declare const rows: import('@mui/x-data-grid').GridRowsProp;",
  "declare const columns: import('@mui/x-data-grid').GridColDef[];",
  "declare const items: import('@mui/x-tree-view/models').TreeViewBaseItem[];",
].join('\n');

/** The `apiRef` a fragment means: the tree's on Tree View pages, the grid's (every plan's methods) elsewhere. */
function apiRefDeclaration(snippet: Snippet): string {
  return /[\\/]react-tree-view[\\/]/.test(snippet.file)
    ? "declare const apiRef: NonNullable<import('@mui/x-tree-view/RichTreeView').RichTreeViewProps<any, boolean>['apiRef']>;"
    : "declare const apiRef: import('react').MutableRefObject<import('@mui/x-data-grid-premium').GridApi>;";
}

/**
 * Local modules a snippet may import: `./App` is the reader's own app component (an entry module renders it).
 * They sit beside the snippets, so a relative import resolves to them.
 */
const LOCAL_MODULES: Record<string, string> = {
  'App.tsx': 'export default function App() {\n  return null;\n}\n',
};

export interface SnippetError {
  snippet: Snippet;
  /** 1-based line in the snippet's Markdown file. */
  line: number;
  message: string;
}

interface VirtualFile {
  snippet: Snippet;
  /** Lines placed above the snippet's own code (auto imports). */
  prefix: string[];
}

/** The file the compiler sees: auto imports, the snippet (hidden preamble and visible code), and `export {}`. */
function fileText(file: VirtualFile): string {
  return [...file.prefix, file.snippet.code, 'export {};'].join('\n');
}

const SNIPPET_DIRECTORY = path.join(process.cwd(), '__snippets__');
const conventionalNamesFile = path.join(SNIPPET_DIRECTORY, 'conventionalNames.d.ts');
const localModules = new Map(
  Object.entries(LOCAL_MODULES).map(([name, text]) => [path.join(SNIPPET_DIRECTORY, name), text]),
);

const virtualName = (index: number, snippet: Snippet) =>
  path.join(SNIPPET_DIRECTORY, `snippet${index}.${snippet.lang}`);

function createProgram(files: Map<string, VirtualFile>, oldProgram?: ts.Program): ts.Program {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  /** The text of a file that exists only for the check: a snippet, the conventional names, a local module. */
  const virtualText = (fileName: string): string | undefined => {
    const resolved = path.resolve(fileName);
    const file = files.get(resolved);
    return resolved === conventionalNamesFile
      ? CONVENTIONAL_NAMES
      : (localModules.get(resolved) ?? (file ? fileText(file) : undefined));
  };
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtualText(fileName);
    return text !== undefined
      ? ts.createSourceFile(fileName, text, languageVersion, true)
      : getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (directory) =>
    path.resolve(directory) === SNIPPET_DIRECTORY || (directoryExists?.(directory) ?? true);
  host.fileExists = (fileName) => virtualText(fileName) !== undefined || fileExists(fileName);
  const rootNames = [conventionalNamesFile, ...files.keys()];
  return ts.createProgram({ rootNames, options: COMPILER_OPTIONS, host, oldProgram });
}

/** Whether an export is marked `@deprecated`, as the Pro package's `DataGridPremium(): null` placeholder is. */
function isDeprecated(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return target.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
}

/**
 * Name → import line for everything the auto-import packages export (the first package exporting a name wins; a
 * deprecated export only when no package has a current one: the Pro package exports `DataGridPremium` as a
 * deprecated stub that renders nothing).
 */
function readAutoImports(program: ts.Program, fromFile: string): Map<string, string> {
  const checker = program.getTypeChecker();
  const imports = new Map<string, string>(Object.entries(DEFAULT_IMPORTS));
  const deprecatedImports = new Map<string, string>();
  const resolutionHost = ts.createCompilerHost(COMPILER_OPTIONS);
  for (const packageName of AUTO_IMPORT_PACKAGES) {
    const resolved = ts.resolveModuleName(packageName, fromFile, COMPILER_OPTIONS, resolutionHost).resolvedModule;
    const sourceFile = resolved && program.getSourceFile(resolved.resolvedFileName);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) {
      throw new Error(`Snippet check: cannot read the declarations of ${packageName}. Run npm ci.`);
    }
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const importLine = `import { ${symbol.name} } from '${packageName}';`;
      if (symbol.name === 'default' || imports.has(symbol.name)) {
        continue;
      }
      if (!isDeprecated(checker, symbol)) {
        imports.set(symbol.name, importLine);
      } else if (!deprecatedImports.has(symbol.name)) {
        deprecatedImports.set(symbol.name, importLine);
      }
    }
  }
  for (const [name, importLine] of deprecatedImports) {
    if (!imports.has(name)) {
      imports.set(name, importLine);
    }
  }
  return imports;
}

function missingNames(program: ts.Program, fileName: string): string[] {
  const sourceFile = program.getSourceFile(fileName)!;
  return program
    .getSemanticDiagnostics(sourceFile)
    .filter((diagnostic) => MISSING_NAME_CODES.has(diagnostic.code) && diagnostic.start !== undefined)
    .map((diagnostic) => sourceFile.text.slice(diagnostic.start, diagnostic.start! + diagnostic.length!))
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/**
 * Type-checks every snippet against the installed packages in one compiler program. A fragment may use what the
 * MUI X packages, Material UI and React export without importing it (the page would be noise otherwise); anything
 * else it uses must be declared, in its code or in a hidden preamble above a `// ---cut---` line.
 */
export function typecheckSnippets(snippets: readonly Snippet[]): SnippetError[] {
  const files = new Map<string, VirtualFile>(
    snippets.map((snippet, index) => [virtualName(index, snippet), { snippet, prefix: [] }]),
  );
  // The auto-import packages join the first program so their exports can be read from it.
  const importerName = path.join(SNIPPET_DIRECTORY, 'packages.ts');
  const importer: Snippet = {
    file: importerName,
    line: 1,
    lang: 'ts',
    code: AUTO_IMPORT_PACKAGES.map((name, index) => `import * as package${index} from '${name}';`).join('\n'),
  };
  files.set(importerName, { snippet: importer, prefix: [] });
  const firstProgram = createProgram(files);
  const autoImports = readAutoImports(firstProgram, importerName);
  files.delete(importerName);

  for (const [fileName, file] of files) {
    const names = [...new Set(missingNames(firstProgram, fileName))];
    file.prefix = names.flatMap((name) =>
      name === 'apiRef' ? [apiRefDeclaration(file.snippet)] : (autoImports.get(name) ?? []),
    );
  }
  const program = createProgram(files, firstProgram);
  return [...files].flatMap(([fileName, file]) => {
    const sourceFile = program.getSourceFile(fileName)!;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    return diagnostics.map((diagnostic) => {
      const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return {
        snippet: file.snippet,
        line: file.snippet.line + line - file.prefix.length,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      };
    });
  });
}
