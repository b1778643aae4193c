import { CONTENT_PAGES_FOLDER } from './contentPagesFolder';
import type { CodeStyling, CodeVariant } from '@/preferences/codePreferences';
import type { CodeTokens } from './codeTokens';

export interface DemoSource {
  /** Build-time highlighted source; its text is what is shown and copied. */
  tokens: CodeTokens;
  /** File name in the repository, e.g. `BasicGrid.tsx`. */
  fileName: string;
}

/** What the page needs to render one styling variant of a demo. */
export interface DemoVariant {
  /** Module path under content/pages, without extension, for the code-split import and "view source". */
  modulePath: string;
}

/** The repository path of a demo variant's TypeScript file, for "view source". */
export function demoSourcePath(variant: DemoVariant): string {
  return `${CONTENT_PAGES_FOLDER}/${variant.modulePath}.tsx`;
}

/** A demo with one variant per styling solution it is written in (`system` always exists). */
export interface DemoData {
  name: string;
  variants: Partial<Record<CodeStyling, DemoVariant>> & { system: DemoVariant };
}

/** The source of one styling variant, in TypeScript and the generated JavaScript. */
export interface DemoVariantCode {
  sources: Record<CodeVariant, DemoSource>;
  /** Companion files (a CSS module) shown after the component source. */
  extraFiles: { fileName: string; tokens: CodeTokens }[];
  /** The seeded data modules the demo imports, as paths beside it without extension (`data/employees`). */
  dataModules: string[];
}

/**
 * The highlighted sources of a page's demos and of the data modules they import. Only "show code", copy and the
 * sandboxes use them, so the page leaves them out: they are a file of their own, fetched when first needed.
 */
export interface DemoCode {
  demos: Record<string, Partial<Record<CodeStyling, DemoVariantCode>>>;
  /** Every data module a demo of the page shows (`data/employees`), once per page, in TS and JS. */
  dataFiles: Record<string, Record<CodeVariant, DemoSource>>;
}
