import { parse, serialize } from 'cookie';
import { COOKIE_NAMES, PREFERENCE_COOKIE_MAX_AGE } from './storageKeys';

export const CODE_VARIANTS = ['JS', 'TS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export const CODE_STYLINGS = ['system', 'tailwind', 'css'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];

export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

export function parseCodeVariant(raw: unknown): CodeVariant | null {
  return CODE_VARIANTS.includes(raw as CodeVariant) ? (raw as CodeVariant) : null;
}

export function parseCodeStyling(raw: unknown): CodeStyling | null {
  return CODE_STYLINGS.includes(raw as CodeStyling) ? (raw as CodeStyling) : null;
}

/** Reads one cookie of the current document. Throws on the server: no server code may depend on a reader's cookie. */
export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(
      `The "${name}" cookie was read during server rendering. Preference cookies exist only in the browser: read them in an effect.`,
    );
  }
  return parse(document.cookie)[name];
}

/** The Set-Cookie text for a preference: one year, whole site. */
export function serializePreferenceCookie(name: string, value: string): string {
  return serialize(name, value, { maxAge: PREFERENCE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
}

/** The Set-Cookie text that removes a preference cookie. */
export function serializeClearedCookie(name: string): string {
  return serialize(name, '', { maxAge: 0, path: '/', sameSite: 'lax' });
}

export function readCodeVariantCookie(): CodeVariant | null {
  return parseCodeVariant(readBrowserCookie(COOKIE_NAMES.codeVariant));
}

export function readCodeStylingCookie(): CodeStyling | null {
  return parseCodeStyling(readBrowserCookie(COOKIE_NAMES.codeStyling));
}
