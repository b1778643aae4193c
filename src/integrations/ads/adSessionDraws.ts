import type { AdShape } from './types';

/** sessionStorage keys of the per-session draws; a test can set them to choose a case. */
export const AD_SESSION_KEYS = { shape: 'docs-ad-shape', askToAllowAds: 'docs-ad-ask-to-allow' } as const;

/** Share of sessions that see text-only ads. */
export const INLINE_SHARE = 0.2;
/** Share of sessions with a blocker that see the "please allow ads" message instead of a house ad. */
export const ASK_TO_ALLOW_SHARE = 0.2;

export interface AdSessionDraws {
  shape: AdShape;
  /** When the network ad is blocked: true shows the "please allow ads" message, false a house ad. */
  askToAllowAds: boolean;
}

export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readOrDraw<T extends string>(store: SessionStore | null, key: string, values: readonly T[], draw: () => T): T {
  try {
    const stored = store?.getItem(key);
    if (values.includes(stored as T)) {
      return stored as T;
    }
  } catch {
    // Storage blocked: draw for this page only.
  }
  const value = draw();
  try {
    store?.setItem(key, value);
  } catch {
    // Same: the draw holds for this page only.
  }
  return value;
}

/** The ad shape and the blocked-reader message, each drawn once per session and kept in session storage. */
export function getAdSessionDraws(store: SessionStore | null, random: () => number): AdSessionDraws {
  const shape = readOrDraw(store, AD_SESSION_KEYS.shape, ['image', 'inline'] as const, () =>
    random() < INLINE_SHARE ? 'inline' : 'image',
  );
  const ask = readOrDraw(store, AD_SESSION_KEYS.askToAllowAds, ['yes', 'no'] as const, () =>
    random() < ASK_TO_ALLOW_SHARE ? 'yes' : 'no',
  );
  return { shape, askToAllowAds: ask === 'yes' };
}

/** The page's session storage, or null where reading it throws (disabled by privacy settings). */
export function readSessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
