/**
 * Next traces every server bundle's files (`*.nft.json`) so a server deploy knows what to copy. A static export has
 * no server to deploy, yet on this site the tracing took minutes of CPU beside page generation. Without the plugin
 * that records the server chunks, Next's trace step has only its own server left to follow.
 */
export function withoutServerTraces<Config extends { plugins?: unknown[] }>(config: Config): Config {
  config.plugins = (config.plugins ?? []).filter(
    (plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !== 'TraceEntryPointsPlugin',
  );
  return config;
}
