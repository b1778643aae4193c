import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '@/i18n/languages';
import { InLanguage } from '@/i18n/strings/InLanguage';

/**
 * Renders plain components (no Material UI: their styles are in the static stylesheet) to HTML at build time, for a
 * page's static parts. Code that only runs in getStaticProps never reaches the browser.
 */
export function renderStaticHtml(node: ReactNode, language: Language): string {
  return renderToStaticMarkup(<InLanguage language={language}>{node}</InLanguage>);
}
