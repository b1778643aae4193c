import ts from 'typescript';
import type { ApiTypeDetails } from '@/api/types';

/** More members or fields than this and the expanded type would be longer than the page around it. */
const MAX_ITEMS = 60;

const print = (checker: ts.TypeChecker, type: ts.Type) =>
  checker.typeToString(
    type,
    undefined,
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
  );

/** An object type written by MUI X (an interface such as GridColDef, or an inline object), not React's or the DOM's. */
function isMuiXObject(type: ts.Type): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declarations = symbol?.declarations ?? [];
  if (symbol?.name === '__type' || symbol?.name === '__object') {
    return true;
  }
  return declarations.some((declaration) => /[\\/]@mui[\\/]x-/.test(declaration.getSourceFile().fileName));
}

/**
 * What a reader can expand a prop's type into: a union's members, an MUI X object type's fields, or a callback's
 * parameters and return type. Undefined when the printed type already says everything (`boolean`, `number`).
 */
export function getTypeDetails(checker: ts.TypeChecker, type: ts.Type): ApiTypeDetails | undefined {
  const defined = checker.getNonNullableType(type);
  if (defined.isUnion()) {
    const members = defined.types.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
    const printed = [
      ...(members.length < defined.types.length ? ['boolean'] : []),
      ...members.map((member) => print(checker, member)),
    ];
    return printed.length > 1 && printed.length <= MAX_ITEMS ? { kind: 'union', members: printed } : undefined;
  }
  const [signature, ...overloads] = defined.getCallSignatures();
  if (signature && overloads.length === 0 && defined.getProperties().length === 0) {
    const params = signature.parameters.map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const optional =
        declaration !== undefined &&
        ts.isParameter(declaration) &&
        Boolean(declaration.questionToken ?? declaration.initializer);
      return { name: parameter.name, type: print(checker, checker.getTypeOfSymbol(parameter)), optional };
    });
    return params.length > 0
      ? { kind: 'function', params, returns: print(checker, signature.getReturnType()) }
      : undefined;
  }
  if (defined.flags & ts.TypeFlags.Object && !checker.isArrayType(defined) && isMuiXObject(defined)) {
    const fields = checker.getPropertiesOfType(defined).map((property) => ({
      name: property.name,
      type: print(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property))),
      optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
    }));
    return fields.length > 0 && fields.length <= MAX_ITEMS ? { kind: 'object', fields } : undefined;
  }
  return undefined;
}
