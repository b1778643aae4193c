import path from 'node:path';

/** The module Next's client bundle gets for `react-dom/client` (`next build` runs in the repository's root). */
export const HYDRATING_CLIENT = path.resolve('src/hydration/reactDomClient.ts');

/**
 * Next's pages router hydrates with `hydrateRoot` from `react-dom/client`, outside a transition: React then hydrates
 * the whole page in one task. Given `src/hydration/reactDomClient.ts` for that module instead, it hydrates as a
 * transition, in slices. Client bundle of the production build only (Turbopack, for `npm run dev`, reads no webpack
 * configuration).
 */
export function withHydrationInTransition<Config extends { resolve: { alias?: unknown } }>(config: Config): Config {
  const alias = (config.resolve.alias ?? {}) as Record<string, string | false | string[]>;
  config.resolve.alias = { ...alias, 'react-dom/client$': HYDRATING_CLIENT };
  return config;
}
