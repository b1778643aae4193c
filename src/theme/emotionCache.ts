import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from './direction';

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
 * The cache for a direction. The right-to-left one (which flips left/right in every generated rule) loads on
 * demand: its plugins stay out of every page's first load.
 */
export async function loadEmotionCache(direction: Direction): Promise<EmotionCache> {
  if (direction === 'ltr') {
    return createLtrEmotionCache();
  }
  const { createRtlEmotionCache } = await import('./rtlEmotionCache');
  return createRtlEmotionCache();
}
