import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders and files that exist only once a generator has run (git-ignored): a fresh clone has none of them. */
export function isGeneratedPath(relativePath: string): boolean {
  const file = relativePath.split(path.sep).join('/');
  return file.startsWith('generated/') || /\.generated(\.tsx)?$/.test(file);
}

/**
 * The module specifiers a file imports when it is loaded: import and export-from declarations that are not type-only,
 * `import x = require()` and `require()` calls outside functions. Dynamic `import()` and code inside functions are
 * left out: they run later, after whatever the entry does first.
 */
export function loadTimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) specifiers.push(expression.text);
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      node.arguments.length === 1
    ) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'];

/** The repository file a specifier names (relative, `@/…` or `@content/…`), or null for a package. Need not exist. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@/')) target = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('@content/')) target = path.join(root, 'content', specifier.slice('@content/'.length));
  else return null;
  const candidates = [
    target,
    ...EXTENSIONS.map((extension) => target + extension),
    ...EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? target;
}

/** One chain of imports from an entry to a generated file: `[entry, …, generated]`, relative to the root. */
export type ImportChain = string[];

/**
 * The generated files an entry loads before running any of its code, each with the chain of imports that reaches it
 * (the first one found). Empty when the entry starts on a fresh clone.
 */
export function generatedImportsAtLoad(root: string, entry: string): ImportChain[] {
  const chains: ImportChain[] = [];
  const parents = new Map<string, string | null>([[path.resolve(root, entry), null]]);
  const queue = [path.resolve(root, entry)];
  const chainTo = (file: string): ImportChain => {
    const chain: string[] = [];
    for (let current: string | null = file; current; current = parents.get(current) ?? null) {
      chain.unshift(path.relative(root, current));
    }
    return chain;
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (isGeneratedPath(path.relative(root, file))) {
      chains.push(chainTo(file));
      continue;
    }
    if (!fs.existsSync(file) || !/\.(m?ts|tsx|m?js)$/.test(file)) continue;
    for (const specifier of loadTimeSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = resolveSpecifier(root, file, specifier);
      if (resolved && !parents.has(resolved)) {
        parents.set(resolved, file);
        queue.push(resolved);
      }
    }
  }
  return chains;
}

/** The files the `npm run` scripts start with `tsx` or `node` (package.json's `scripts`), relative to the root. */
export function commandEntries(scripts: Record<string, string>): string[] {
  const entries = new Set<string>();
  for (const command of Object.values(scripts)) {
    for (const match of command.matchAll(/\b(?:tsx|node)\s+((?:\.\/)?[\w./-]+\.(?:tsx|m?ts|m?js))\b/g)) {
      // A file under dist/ is a bundle the build writes (mcp/dist/server.mjs): self-contained, and absent from a clone.
      if (match[1] && !/(?:^|\/)dist\//.test(match[1])) entries.add(path.posix.normalize(match[1]));
    }
  }
  return [...entries].sort();
}
