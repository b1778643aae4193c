import type { CodeStyling, CodeVariant } from '@/preferences/codePreferences';
import type { CodeTokens } from './codeTokens';

export interface DemoSource {
  /** Build-time highlighted source; its text is what is shown and copied. */
  tokens: CodeTokens;
  /** File name in the repository, e.g. `BasicGrid.tsx`. */
  fileName: string;
}

export interface DemoVariant {
  /** Module path under content/pages, without extension, for the code-split import. */
  modulePath: string;
  sources: Record<CodeVariant, DemoSource>;
  /** Companion files (a CSS module) shown after the component source. */
  extraFiles: { fileName: string; tokens: CodeTokens }[];
}

/** A demo with one variant per styling solution it is written in (`system` always exists). */
export interface DemoData {
  name: string;
  variants: Partial<Record<CodeStyling, DemoVariant>> & { system: DemoVariant };
  /** Repository path of the demo's folder, for "view source". */
  sourceDirectory: string;
}
