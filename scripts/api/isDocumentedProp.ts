import type ts from 'typescript';

const REACT_TYPES_DIR = /[\\/]node_modules[\\/]@types[\\/]react[\\/]/;

/**
 * Whether a prop belongs in the API table. Props declared only in `node_modules/@types/react` are left out:
 * the DOM attribute sets a props type inherits from `React.HTMLAttributes` (aria-*, event handlers, `style`…)
 * and `key`/`ref`. They are React's, not the component's, and would bury its own props (TreeItem has 13 of its
 * own and 262 from React). A prop the package declares itself, even one React also declares, is kept; so are
 * the `sx`-style props, which come from @mui/system. The generator and its test share this rule.
 */
export function isDocumentedProp(prop: ts.Symbol): boolean {
  const declarations = prop.declarations ?? [];
  return (
    declarations.length === 0 ||
    declarations.some((declaration) => !REACT_TYPES_DIR.test(declaration.getSourceFile().fileName))
  );
}
