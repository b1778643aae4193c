import type { CodeStyling, CodeVariant } from './codePreferences';

/** A URL hash that names a demo, and the code language and styling it asks to show it in. */
export interface DemoHash {
  demo: string;
  variant: CodeVariant;
  styling: CodeStyling | null;
}

const EXTENSIONS: Record<string, CodeVariant> = { tsx: 'TS', js: 'JS' };
const STYLING_PREFIXES: readonly CodeStyling[] = ['tailwind', 'css', 'system'];

/**
 * Reads a demo hash: `#<styling>-<DemoName>.<tsx|js>` (`#tailwind-CustomSlots.tsx`, `#BasicGrid.js`).
 * Only a hash ending in `.tsx` or `.js` names a demo; an ordinary heading anchor (`#css-variables`) returns null.
 */
export function parseDemoHash(hash: string): DemoHash | null {
  let text = hash.replace(/^#/, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const match = /^(?:(tailwind|css|system)-)?([A-Za-z]\w*)\.(tsx|js)$/.exec(text);
  if (!match) {
    return null;
  }
  const styling = (match[1] as CodeStyling | undefined) ?? null;
  return {
    demo: match[2]!,
    variant: EXTENSIONS[match[3]!]!,
    styling: STYLING_PREFIXES.includes(styling!) ? styling : null,
  };
}

/** The hash that links to a demo shown in a language and styling: the inverse of parseDemoHash. */
export function formatDemoHash({
  demo,
  variant,
  styling,
}: {
  demo: string;
  variant: CodeVariant;
  styling: CodeStyling;
}): string {
  return `#${styling}-${demo}.${variant === 'TS' ? 'tsx' : 'js'}`;
}
