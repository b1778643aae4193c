import type { ReactNode } from 'react';
import { LanguageContext } from '../LanguageContext';
import type { Language } from '../languages';
import { uiStringsOf } from './uiStringsOf';

/**
 * Gives its children the shell's strings in a language (English unless told), as _app does for a route: for
 * build-time rendering and tests, which serve every language.
 */
export function InLanguage({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={uiStringsOf(language)}>{children}</LanguageContext.Provider>;
}
