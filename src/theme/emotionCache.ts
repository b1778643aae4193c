import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './direction';

/** One Emotion cache per direction: the RTL cache flips left/right in every generated rule. */
export function createEmotionCache(direction: Direction): EmotionCache {
  const isBrowser = typeof document !== 'undefined';
  const insertionPoint = isBrowser
    ? (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined)
    : undefined;
  return direction === 'rtl'
    ? createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin], insertionPoint })
    : createCache({ key: 'css', insertionPoint });
}
