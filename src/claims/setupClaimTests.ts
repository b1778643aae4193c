import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, beforeAll } from 'vitest';

// Emotion's default cache is created once per worker, when @emotion/react first loads, with its style sheet in that
// file's document; workers are reused between files (vitest.config.ts), and each file gets a new document. Left alone,
// the cache believes every style is already inserted and later files render unstyled, so `getComputedStyle` (which
// responsive charts read for their size) sees nothing. Point the sheet at this file's document and forget what it
// inserted before.
beforeAll(() => {
  const found: { cache: EmotionCache | null } = { cache: null };
  const Probe = () => {
    found.cache = useEmotionCache();
    return null;
  };
  render(createElement(Probe)).unmount();
  const { cache } = found;
  if (!cache) return;
  cache.sheet.flush();
  cache.sheet.container = document.head;
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
});

// A claims file renders its components once and asserts many claims on them; unmount them when the file is done, since
// Vitest has no globals here for Testing Library's own per-test cleanup.
afterAll(cleanup);
