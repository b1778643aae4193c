import Router from 'next/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  readCodeStylingCookie,
  readCodeVariantCookie,
  serializePreferenceCookie,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';
import { onSettingsChange } from '@/settings/settingsChange';
import { parseDemoHash, type DemoHash } from './demoHash';
import { COOKIE_NAMES } from './storageKeys';

interface CodePreferences {
  /** The reader's stored code language (the default until the cookie is read after hydration). */
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** Whether the stored preferences have been read: before that the values above are only the defaults. */
  restored: boolean;
  /** The demo the URL hash names, to show in its language and styling for this visit; never stored. */
  demoHash: DemoHash | null;
  /** The reader's own choice: stored for a year, and it ends the hash's per-visit override. */
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = createContext<CodePreferences | null>(null);

export function useCodePreferences(): CodePreferences {
  const value = useContext(CodePreferencesContext);
  if (!value) {
    throw new Error('useCodePreferences must be used inside CodePreferencesProvider.');
  }
  return value;
}

/** Follows the URL hash: on load, on hashchange, and after client-side navigations (which change it without the event). */
function useDemoHash(): [DemoHash | null, (update: (current: DemoHash | null) => DemoHash | null) => void] {
  const [demoHash, setDemoHash] = useState<DemoHash | null>(null);
  useEffect(() => {
    const read = () => setDemoHash(parseDemoHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    Router.events.on('hashChangeComplete', read);
    Router.events.on('routeChangeComplete', read);
    return () => {
      window.removeEventListener('hashchange', read);
      Router.events.off('hashChangeComplete', read);
      Router.events.off('routeChangeComplete', read);
    };
  }, []);
  return [demoHash, setDemoHash];
}

/**
 * Code language and styling. The cookies hold the reader's choice and are written only when the reader uses a
 * control; a demo hash in the URL (`#tailwind-Demo.tsx`) shows that one demo its way for the visit, without storing it.
 */
export function CodePreferencesProvider({ children }: { children: ReactNode }) {
  const [codeVariant, setVariantState] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStylingState] = useState<CodeStyling>(DEFAULT_CODE_STYLING);
  const [restored, setRestored] = useState(false);
  const [demoHash, setDemoHash] = useDemoHash();

  // The reader's choice, already stored: it also ends the hash's override of the one demo it names.
  const followCodeVariant = useCallback(
    (variant: CodeVariant) => {
      setVariantState(variant);
      setDemoHash((current) => (current ? { ...current, variant } : current));
    },
    [setDemoHash],
  );
  const followCodeStyling = useCallback(
    (styling: CodeStyling) => {
      setStylingState(styling);
      setDemoHash((current) => (current ? { ...current, styling } : current));
    },
    [setDemoHash],
  );
  const setCodeVariant = useCallback(
    (variant: CodeVariant) => {
      followCodeVariant(variant);
      document.cookie = serializePreferenceCookie(COOKIE_NAMES.codeVariant, variant);
    },
    [followCodeVariant],
  );
  const setCodeStyling = useCallback(
    (styling: CodeStyling) => {
      followCodeStyling(styling);
      document.cookie = serializePreferenceCookie(COOKIE_NAMES.codeStyling, styling);
    },
    [followCodeStyling],
  );
  // The settings drawer is not React's (src/settings/): it stores the choice and announces it.
  useEffect(
    () =>
      onSettingsChange(window, ({ codeVariant: variant, codeStyling: styling }) => {
        if (variant) {
          followCodeVariant(variant);
        }
        if (styling) {
          followCodeStyling(styling);
        }
      }),
    [followCodeVariant, followCodeStyling],
  );

  useEffect(() => {
    setVariantState(readCodeVariantCookie() ?? DEFAULT_CODE_VARIANT);
    setStylingState(readCodeStylingCookie() ?? DEFAULT_CODE_STYLING);
    setRestored(true);
  }, []);

  const value = useMemo(
    () => ({ codeVariant, codeStyling, restored, demoHash, setCodeVariant, setCodeStyling }),
    [codeVariant, codeStyling, restored, demoHash, setCodeVariant, setCodeStyling],
  );
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}
