import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import type { CodeTokens } from '@/content/codeTokens';
import { cachedOnDisk } from './cachedOnDisk';
import { processMemo } from './processMemo';

const LANGUAGES = ['bash', 'tsx', 'jsx', 'ts', 'js', 'json', 'css', 'html', 'diff'] as const;
// The high-contrast variants keep every token above 4.5:1 on the code background (axe color-contrast).
const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

function getHighlighter(): Promise<Highlighter> {
  return processMemo('highlighter', () => createHighlighter({ themes: Object.values(THEMES), langs: [...LANGUAGES] }));
}

/**
 * Highlights code at build time into tokens carrying both themes' colours, so the colour mode switches them
 * with CSS variables alone. Unknown languages are plain text.
 */
export function highlightCode(code: string, language: string): Promise<CodeTokens> {
  return cachedOnDisk(
    // Shiki's grammars and themes come with its version, which package-lock.json pins.
    {
      namespace: 'highlight',
      sourceFiles: ['src/server/content/highlight.ts', 'package-lock.json'],
      inputs: [code, language],
    },
    () => tokenize(code, language),
  );
}

async function tokenize(code: string, language: string): Promise<CodeTokens> {
  const shiki = await getHighlighter();
  const lang = (LANGUAGES as readonly string[]).includes(language) ? (language as BundledLanguage) : 'text';
  // No time limit per line: Shiki's default (500 ms) gives up on a line when the machine is busy, and each theme's pass
  // gives up on its own, so a build under load coloured operators and numbers in one colour mode only.
  const lines = shiki.codeToTokensWithThemes(code, { lang, themes: THEMES, tokenizeTimeLimit: 0 });
  const palette: string[] = [];
  const indexOf = (pair: string) => {
    const index = palette.indexOf(pair);
    return index >= 0 ? index : palette.push(pair) - 1;
  };
  return {
    palette,
    lines: lines.map((line) =>
      line.map(
        (token) =>
          [token.content, indexOf(`${token.variants.light?.color ?? ''}|${token.variants.dark?.color ?? ''}`)] as [
            string,
            number,
          ],
      ),
    ),
  };
}
