import path from 'node:path';
import ts from 'typescript';
import type { ApiInterfaceEntry, ApiPlan, ApiProp } from '@/api/types';
import { maxPlan, PLAN_ORDER, type ApiPackage } from '@/api/apiPackages';
import type { ApiProgram } from './createApiProgram';
import { readJsDoc } from './readJsDoc';
import { compareNames, toApiProp } from './toApiProp';
import { toSlug } from './toSlug';

export interface DocumentedInterface {
  name: string;
  product: string;
  /** Function-typed members are listed as methods, with their signature as type (the API objects). */
  methods?: boolean;
}

interface MemberSymbol {
  symbol: ts.Symbol;
  /** False when the member is optional, or missing from some members of a union. */
  required: boolean;
}

/** Whether the members come from the declared type itself, or from an array item / union (then the alias source is shown). */
function getMembers(checker: ts.TypeChecker, type: ts.Type): { members: MemberSymbol[]; derived: boolean } {
  const asMembers = (symbols: ts.Symbol[]) =>
    symbols.map((symbol) => ({ symbol, required: !(symbol.flags & ts.SymbolFlags.Optional) }));
  if (checker.isArrayType(type)) {
    const item = checker.getTypeArguments(type as ts.TypeReference)[0];
    return { members: item ? asMembers(checker.getPropertiesOfType(item)) : [], derived: true };
  }
  if (type.isUnion()) {
    // A union such as GridColDef only shares a few properties; a reader needs all of them, each from its first variant.
    const variants = type.types.filter((variant) => variant.flags & ts.TypeFlags.Object);
    const merged = new Map<string, MemberSymbol & { count: number }>();
    for (const variant of variants) {
      for (const { symbol, required } of asMembers(checker.getPropertiesOfType(variant))) {
        const seen = merged.get(symbol.name);
        merged.set(
          symbol.name,
          seen
            ? { ...seen, required: seen.required && required, count: seen.count + 1 }
            : { symbol, required, count: 1 },
        );
      }
    }
    return {
      members: [...merged.values()].map(({ symbol, required, count }) => ({
        symbol,
        required: required && count === variants.length,
      })),
      derived: true,
    };
  }
  return { members: asMembers(checker.getPropertiesOfType(type)), derived: false };
}

/** The source of a type alias, without `export`/`declare`: `type GridSortModel = GridSortItem[];`. */
function getAliasSource(symbol: ts.Symbol): string | undefined {
  const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
  return declaration?.getText().replace(/^(export\s+)?(declare\s+)?/, '');
}

/**
 * The plan of the package a declaration lives in. Pro and Premium add members to community interfaces by module
 * augmentation, so in the shared program GridColDef has Premium's `aggregable`: its file tells the plan.
 */
function getDeclarationPlan(program: ApiProgram, packages: readonly ApiPackage[], symbol: ts.Symbol): ApiPlan {
  const plans = (symbol.declarations ?? []).map((declaration) => {
    const file = path.resolve(declaration.getSourceFile().fileName);
    const owner = packages.find((apiPackage) => file.startsWith(program.getPackageDir(apiPackage.name) + path.sep));
    return owner?.plan ?? 'community';
  });
  return plans.sort((a, b) => PLAN_ORDER.indexOf(a) - PLAN_ORDER.indexOf(b))[0] ?? 'community';
}

/**
 * The reference of an interface (or type alias) exported by a product's packages. Members are read from the most
 * complete version (Premium's GridApi has every method); each member's plan is the lowest package whose version
 * has it, raised to the package that declares it.
 */
export function extractInterface(
  program: ApiProgram,
  spec: DocumentedInterface,
  packages: readonly ApiPackage[],
): ApiInterfaceEntry {
  const { checker } = program;
  const exporting = packages.filter((apiPackage) => program.getExports(apiPackage.name).has(spec.name));
  const lowest = exporting[0];
  const richest = exporting[exporting.length - 1];
  if (!lowest || !richest) {
    throw new Error(
      `No ${spec.product} package exports "${spec.name}". Remove it from DOCUMENTED_INTERFACES in scripts/api/collectApiEntries.ts or fix the name.`,
    );
  }
  const symbolIn = (apiPackage: ApiPackage) => program.getExports(apiPackage.name).get(spec.name)!;
  const versions = exporting.map((apiPackage) => ({
    plan: apiPackage.plan,
    names: new Set(
      getMembers(checker, checker.getDeclaredTypeOfSymbol(symbolIn(apiPackage))).members.map(
        (member) => member.symbol.name,
      ),
    ),
  }));
  const declaredType = checker.getDeclaredTypeOfSymbol(symbolIn(richest));
  const { members, derived } = getMembers(checker, declaredType);

  const rows = members.map(({ symbol, required }): ApiProp => {
    const firstPlan = versions.find((version) => version.names.has(symbol.name))?.plan ?? richest.plan;
    const plan = maxPlan(maxPlan(firstPlan, getDeclarationPlan(program, packages, symbol)), lowest.plan);
    const isMethod =
      Boolean(spec.methods) &&
      checker.getNonNullableType(checker.getTypeOfSymbol(symbol)).getCallSignatures().length > 0;
    return {
      ...toApiProp(checker, symbol),
      required,
      ...(plan !== 'community' ? { plan } : {}),
      ...(isMethod ? { method: true } : {}),
    };
  });

  const ownDescription = readJsDoc(checker, symbolIn(lowest)).description;
  const targetSymbol = declaredType.aliasSymbol ? undefined : declaredType.getSymbol();
  const definition = derived ? getAliasSource(symbolIn(lowest)) : undefined;
  return {
    product: spec.product,
    slug: toSlug(spec.name),
    name: spec.name,
    kind: 'interface',
    plan: lowest.plan,
    imports: exporting.map((apiPackage) => `import type { ${spec.name} } from '${apiPackage.name}';`),
    description: ownDescription || (targetSymbol ? readJsDoc(checker, targetSymbol).description : ''),
    members: rows.sort(compareNames),
    ...(definition ? { definition } : {}),
  };
}
