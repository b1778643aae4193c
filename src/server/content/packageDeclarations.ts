import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { COMPILER_OPTIONS } from '../../../scripts/api/createApiProgram';

const require = createRequire(import.meta.url);

/** How deep to follow member types from an export: deep enough for `pageInfo.nextCursor` of GridGetRowsResponse. */
const MEMBER_DEPTH = 3;

export interface PackageDeclarations {
  checker: ts.TypeChecker;
  /** The virtual module the program is built from: its first statements are `extraSource`. */
  entry: ts.SourceFile;
  /** Every name the packages export. */
  exports: Set<string>;
  /** Members of the exported `…Props` types that the packages declare themselves (not React's DOM attributes). */
  propsMembers: Set<string>;
  /** Members, call parameters, return values and string-literal values of every exported type and value, followed MEMBER_DEPTH levels deep. */
  members: Set<string>;
}

/**
 * The names a set of packages declares, read with the TypeScript checker from a virtual module that imports them the
 * way an application does (so module augmentations such as Pro's apply). Only declarations inside
 * `declaringPackages` count: a member inherited from React or the DOM is not the packages' API.
 */
export function readPackageDeclarations(options: {
  entries: readonly string[];
  declaringPackages: readonly string[];
  extraSource?: string[];
}): PackageDeclarations {
  const entryName = path.join(process.cwd(), '__packageDeclarations__.ts');
  const source = [
    ...(options.extraSource ?? []),
    ...options.entries.map((name, index) => `export * as entry${index} from '${name}';`),
  ].join('\n');
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const isEntry = (fileName: string) => path.resolve(fileName) === entryName;
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    isEntry(fileName)
      ? ts.createSourceFile(fileName, source, languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => isEntry(fileName) || fileExists(fileName);
  const program = ts.createProgram([entryName], COMPILER_OPTIONS, host);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryName)!;

  const declaringDirs = options.declaringPackages.map(
    (name) => path.dirname(require.resolve(`${name}/package.json`)) + path.sep,
  );
  const isDeclaredHere = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((declaration) =>
      declaringDirs.some((dir) => path.resolve(declaration.getSourceFile().fileName).startsWith(dir)),
    );
  const members = new Set<string>();
  const shallowestVisit = new Map<ts.Type, number>();
  const collectMembers = (type: ts.Type, depth: number) => {
    if (depth > MEMBER_DEPTH || (shallowestVisit.get(type) ?? Infinity) <= depth) {
      return;
    }
    shallowestVisit.set(type, depth);
    for (const variant of type.isUnion() ? type.types : [type]) {
      // String literals of a union are values the API accepts or reports (`'invalidDate'`, `'band'`).
      if (variant.isStringLiteral()) {
        members.add(variant.value);
      }
      // The elements of an array or tuple (`xAxis: AxisConfig[]`) belong to the API as much as the array does.
      if (checker.isArrayType(variant) || checker.isTupleType(variant)) {
        checker.getTypeArguments(variant as ts.TypeReference).forEach((element) => collectMembers(element, depth));
        continue;
      }
      // Parameters too: `processRowUpdate(newRow, oldRow)`, `selectCellRange(start, end, keepOtherSelected)`.
      for (const signature of variant.getCallSignatures()) {
        for (const parameter of signature.parameters) {
          if (isDeclaredHere(parameter)) {
            members.add(parameter.name);
            collectMembers(checker.getNonNullableType(checker.getTypeOfSymbol(parameter)), depth + 1);
          }
        }
        // And what a hook returns: `useValidation()`'s `hasValidationError`, `useGaugeState()`'s `valueAngle`.
        collectMembers(checker.getNonNullableType(signature.getReturnType()), depth + 1);
      }
      if (variant.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
        for (const member of checker.getPropertiesOfType(variant).filter(isDeclaredHere)) {
          members.add(member.name);
          collectMembers(checker.getNonNullableType(checker.getTypeOfSymbol(member)), depth + 1);
        }
      }
    }
  };

  const exports = new Set<string>();
  const propsMembers = new Set<string>();
  const entryModule = checker.getSymbolAtLocation(entry)!;
  for (const namespace of checker.getExportsOfModule(entryModule).filter((symbol) => symbol.name.startsWith('entry'))) {
    for (const exported of checker.getExportsOfModule(checker.getAliasedSymbol(namespace))) {
      exports.add(exported.name);
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) {
        const declared = checker.getDeclaredTypeOfSymbol(symbol);
        if (exported.name.endsWith('Props')) {
          const variants = declared.isUnion() ? declared.types : [declared];
          variants
            .flatMap((variant) => checker.getPropertiesOfType(variant).filter(isDeclaredHere))
            .forEach((member) => propsMembers.add(member.name));
        }
        collectMembers(declared, 0);
      }
      if (symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Class | ts.SymbolFlags.Function)) {
        collectMembers(checker.getTypeOfSymbol(symbol), 0);
      }
    }
  }
  return { checker, entry, exports, propsMembers, members };
}
