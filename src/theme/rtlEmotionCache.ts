import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { emotionInsertionPoint } from './emotionCache';

/** The right-to-left Emotion cache: flips left/right in every rule it generates. */
export function createRtlEmotionCache(): EmotionCache {
  return createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin], insertionPoint: emotionInsertionPoint() });
}
