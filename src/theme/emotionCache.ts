import createCache, { type EmotionCache } from '@emotion/cache';

/** Where Emotion inserts its styles in the browser: after the build's global styles (see _document). */
export function emotionInsertionPoint(): HTMLElement | undefined {
  return typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined);
}

/** The left-to-right Emotion cache: the server's and the browser's first. */
export function createLtrEmotionCache(): EmotionCache {
  return createCache({ key: 'css', insertionPoint: emotionInsertionPoint() });
}

/**
 * The right-to-left cache (which flips left/right in every generated rule), loaded on demand: its plugins stay out
 * of every page's first load.
 */
export async function loadRtlEmotionCache(): Promise<EmotionCache> {
  const { createRtlEmotionCache } = await import('./rtlEmotionCache');
  return createRtlEmotionCache();
}
