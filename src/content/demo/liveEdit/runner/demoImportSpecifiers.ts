// A static import or a side-effect import at the start of a line; `import type` brings nothing at run time.
const IMPORT = /^import\s+(?!type\s)(?:[^;]*?\s+from\s+)?'([^']+)'/gms;

/** The modules a demo's source imports at run time, in order of appearance, without repeats. */
export function demoImportSpecifiers(source: string): string[] {
  return [...new Set([...source.matchAll(IMPORT)].map((match) => match[1]!))];
}

/** A path relative to the demo (`./demoData`, `./data/employees`): on the site, the demo data module. */
export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/** The alias demos use for the site's seeded demo data. */
export const DEMO_DATA_SPECIFIER = '@content/demoData';
