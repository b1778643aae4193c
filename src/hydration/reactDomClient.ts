import { startTransition } from 'react';
import * as ReactDom from 'react-dom';
import type * as ReactDomClient from 'react-dom/client';

// React 18's `react-dom/client` re-exports these two from `react-dom` in production; its types declare them there only.
const client = ReactDom as unknown as typeof ReactDomClient;

export const createRoot: typeof ReactDomClient.createRoot = client.createRoot;

/**
 * `react-dom/client` for Next's client bundle (`scripts/webpack/hydrateInTransition.ts`): hydration starts as a
 * transition, which React renders in slices of a few milliseconds, yielding to the browser in between, instead of one
 * task as long as the whole page takes to hydrate on a slow phone. A press while it runs makes React finish hydrating
 * at once, and the early-input script keeps presses until the app replays them.
 */
export const hydrateRoot: typeof ReactDomClient.hydrateRoot = (container, initialChildren, options) => {
  let root: ReturnType<typeof ReactDomClient.hydrateRoot> | undefined;
  startTransition(() => {
    root = client.hydrateRoot(container, initialChildren, options);
  });
  return root!;
};

/**
 * Next requires the module through `_interop_require_default` and calls `.default.hydrateRoot`: React's own module
 * is CommonJS, so it gets `{ default: exports }`; this one is an ES module, whose namespace it returns as is.
 */
const reactDomClient = { createRoot, hydrateRoot };
export default reactDomClient;
