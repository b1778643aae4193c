/**
 * The integrations' entry points (`src/integrations/<name>/index.ts`) only re-export. Marked free of side effects,
 * webpack links each import to the module that defines it, so importing `ServiceWorkerRegistration` from the entry
 * no longer brings the offline page (and the Material UI buttons it renders) into every page's first load.
 */
export function withSideEffectFreeBarrels<Config extends { module: { rules: unknown[] } }>(config: Config): Config {
  config.module.rules.push({ test: /[\\/]src[\\/]integrations[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false });
  return config;
}
