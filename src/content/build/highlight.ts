import { createHighlighter, type Highlighter } from 'shiki';

const LANGUAGES = ['bash', 'tsx', 'jsx', 'ts', 'js', 'json', 'css', 'html', 'diff'] as const;
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [...LANGUAGES] });
  return highlighter;
}

/**
 * Highlights code at build time. Both themes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`)
 * so the colour mode switches them with CSS alone.
 */
export async function highlightCode(code: string, language: string): Promise<string> {
  const shiki = await getHighlighter();
  const lang = (LANGUAGES as readonly string[]).includes(language) ? language : 'text';
  return shiki.codeToHtml(code, { lang, themes: THEMES, defaultColor: false });
}
