import type { EmotionCache } from '@emotion/react';
import { createContext } from 'react';

/**
 * The Emotion cache _document renders the page with, so it can extract the styles of the parts server-rendered with
 * Material UI (the message pages). Null in the browser, where the scopes share a cache of their own.
 */
export const ServerEmotionCacheContext = createContext<EmotionCache | null>(null);
