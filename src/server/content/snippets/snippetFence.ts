/** The line that separates a snippet's hidden preamble (compiled, never shown) from the code a reader sees and copies. */
export const SNIPPET_CUT = '// ---cut---';

/** Languages whose fenced blocks are compiled against the installed packages. */
export const COMPILED_LANGUAGES = new Set(['ts', 'tsx']);

/** The major version this site documents: a block labelled with it, or with nothing, is compiled against it. */
const DOCUMENTED_MAJOR = 'v7';

/**
 * The version label of a fence's meta (```tsx v8 → `v8`), or null. A block labelled with another major version than
 * the documented one is shown with its label and not compiled.
 */
export function parseFenceVersion(meta: string | null | undefined): string | null {
  const label = meta
    ?.trim()
    .split(/\s+/)
    .find((word) => /^v\d+$/.test(word));
  return label ?? null;
}

/** Whether a fenced block is compiled by the snippet check: TS/TSX for the documented version. */
export function isCompiledSnippet(lang: string | null | undefined, meta: string | null | undefined): boolean {
  const version = parseFenceVersion(meta);
  return COMPILED_LANGUAGES.has(lang ?? '') && (version === null || version === DOCUMENTED_MAJOR);
}

/** Splits a snippet at its cut line: `hidden` is compiled only, `visible` is what the page shows. */
export function splitSnippet(code: string): { hidden: string; visible: string } {
  const lines = code.split('\n');
  const cut = lines.findIndex((line) => line.trim() === SNIPPET_CUT);
  if (cut === -1) {
    return { hidden: '', visible: code };
  }
  return { hidden: lines.slice(0, cut).join('\n'), visible: lines.slice(cut + 1).join('\n') };
}

/** The code a reader sees and copies: everything after the cut line. */
export function visibleSnippet(code: string): string {
  return splitSnippet(code).visible;
}
