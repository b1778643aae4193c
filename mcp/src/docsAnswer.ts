import type { DocsManifest } from './docsManifest';

/** The line every answer opens with: which documentation, which version, and the page it comes from. */
export function sourceLine(manifest: DocsManifest, url: string): string {
  return `Source: MUI X ${manifest.version} documentation, ${url}`;
}

/** A Markdown fence long enough for any backticks inside the code. */
export function fence(code: string, language: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code.trimEnd()}\n${marks}`;
}

/** An error the model can act on: what was wrong and what to try instead. */
export class ToolInputError extends Error {}
