import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  getCodeStylingFromHash,
  getCodeVariantFromHash,
  readCodeStylingCookie,
  readCodeVariantCookie,
  serializePreferenceCookie,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';
import { COOKIE_NAMES } from './storageKeys';

interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
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

/** Code language and styling, from the URL hash first, then the reader's cookies; changes are saved in cookies. */
export function CodePreferencesProvider({ children }: { children: ReactNode }) {
  const [codeVariant, setVariantState] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStylingState] = useState<CodeStyling>(DEFAULT_CODE_STYLING);

  const setCodeVariant = useCallback((variant: CodeVariant) => {
    setVariantState(variant);
    document.cookie = serializePreferenceCookie(COOKIE_NAMES.codeVariant, variant);
  }, []);
  const setCodeStyling = useCallback((styling: CodeStyling) => {
    setStylingState(styling);
    document.cookie = serializePreferenceCookie(COOKIE_NAMES.codeStyling, styling);
  }, []);

  useEffect(() => {
    const hash = window.location.hash;
    const variantFromHash = getCodeVariantFromHash(hash);
    const stylingFromHash = getCodeStylingFromHash(hash);
    if (variantFromHash) {
      setCodeVariant(variantFromHash);
    } else {
      setVariantState(readCodeVariantCookie() ?? DEFAULT_CODE_VARIANT);
    }
    if (stylingFromHash) {
      setCodeStyling(stylingFromHash);
    } else {
      setStylingState(readCodeStylingCookie() ?? DEFAULT_CODE_STYLING);
    }
  }, [setCodeVariant, setCodeStyling]);

  const value = useMemo(
    () => ({ codeVariant, codeStyling, setCodeVariant, setCodeStyling }),
    [codeVariant, codeStyling, setCodeVariant, setCodeStyling],
  );
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}
