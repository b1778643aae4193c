import ts from 'typescript';

const COMPONENT_NAME = /^(Unstable_)?[A-Z][A-Za-z0-9]*$/;
/** React's own return types: JSX.Element, ReactElement, ReactPortal, or the ReactNode alias. */
const REACT_RETURN_TYPES = new Set(['Element', 'ReactElement', 'ReactPortal', 'ReactNode']);

function isOptionalParameter(parameter: ts.Symbol): boolean {
  const declaration = parameter.valueDeclaration;
  return (
    declaration !== undefined &&
    ts.isParameter(declaration) &&
    Boolean(declaration.questionToken ?? declaration.initializer ?? declaration.dotDotDotToken)
  );
}

function returnsReactNode(signature: ts.Signature): boolean {
  const type = signature.getReturnType();
  if (type.aliasSymbol && REACT_RETURN_TYPES.has(type.aliasSymbol.name)) {
    return true;
  }
  const parts = type.isUnion() ? type.types : [type];
  return (
    parts.some((part) => REACT_RETURN_TYPES.has(part.getSymbol()?.name ?? '')) &&
    parts.every(
      (part) =>
        part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined) ||
        REACT_RETURN_TYPES.has(part.getSymbol()?.name ?? ''),
    )
  );
}

/**
 * The call signature a component is rendered through: it takes the props first and nothing else required
 * (function components, forwardRef/memo exotic components, styled components whose second parameter is
 * optional) and returns a React node. Among overloads (Material UI's OverridableComponent icons), the
 * non-generic one describes the plain props.
 */
function findRenderSignature(type: ts.Type): ts.Signature | undefined {
  const candidates = type
    .getCallSignatures()
    .filter(
      (signature) =>
        signature.parameters.length >= 1 &&
        signature.parameters.slice(1).every(isOptionalParameter) &&
        returnsReactNode(signature),
    );
  return candidates.find((signature) => !signature.typeParameters?.length) ?? candidates[0];
}

/**
 * The props type of an exported React component, or null when the export is not one: a component is a
 * PascalCase value (optionally `Unstable_`-prefixed) with a render signature. Contexts, hooks, classes,
 * constants and placeholders such as the Pro package's `DataGrid: () => null` are not.
 */
export function findComponentPropsType(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): ts.Type | null {
  if (!COMPONENT_NAME.test(name) || name.endsWith('Context') || !(symbol.flags & ts.SymbolFlags.Value)) {
    return null;
  }
  const signature = findRenderSignature(checker.getTypeOfSymbol(symbol));
  const props = signature?.parameters[0];
  return props ? checker.getTypeOfSymbol(props) : null;
}
