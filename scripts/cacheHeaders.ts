/**
 * Cache rules of the static site, written for `serve` (serve.json) and for hosts that read a `_headers` file.
 * Hashed assets never change; HTML and the service worker must be revalidated on every visit.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
export const MARKDOWN_ROBOTS_TAG = 'noindex';

/** A cache rule: the files it applies to (`serve` glob and `_headers` path), its Cache-Control and other headers. */
export interface CacheRule {
  glob: string;
  headersPath: string;
  value: string;
  extraHeaders?: Record<string, string>;
}

export const CACHE_RULES: CacheRule[] = [
  { glob: '_next/static/**', headersPath: '/_next/static/*', value: IMMUTABLE },
  { glob: '**/*.html', headersPath: '/*.html', value: REVALIDATE },
  // The service worker controls the whole site (Chinese pages live under /zh/x/), wider than its folder: allowed by this header.
  { glob: 'x/sw.js', headersPath: '/x/sw.js', value: REVALIDATE, extraHeaders: { 'Service-Worker-Allowed': '/' } },
  // The pages' Markdown twins and llms.txt change with every build, like the HTML; named as text, UTF-8 (Chinese).
  // A twin is for tools, not search results: it names its HTML page as canonical, and engines are told not to index it.
  {
    glob: '**/*.md',
    headersPath: '/*.md',
    value: REVALIDATE,
    extraHeaders: { 'Content-Type': MARKDOWN_CONTENT_TYPE, 'X-Robots-Tag': MARKDOWN_ROBOTS_TAG },
  },
  { glob: '**/*.txt', headersPath: '/*.txt', value: REVALIDATE, extraHeaders: { 'Content-Type': TEXT_CONTENT_TYPE } },
];

/** The live-edit runner's page, the one path with a policy of its own (see buildRunnerContentSecurityPolicy). */
const RUNNER_RULE: CacheRule = { glob: 'x/demo-runner/**', headersPath: '/x/demo-runner/*', value: REVALIDATE };

/**
 * Configuration for the `serve` static server: `siteHeaders` on every response (the security headers), and
 * `runnerHeaders`, the runner page's security headers, replacing the site's there.
 */
export function toServeJson(
  siteHeaders: Record<string, string> = {},
  runnerHeaders: Record<string, string> | null = null,
) {
  const runner: CacheRule[] = runnerHeaders ? [{ ...RUNNER_RULE, extraHeaders: runnerHeaders }] : [];
  return {
    trailingSlash: true,
    // serve applies every matching rule in order, the last one winning: revalidate by default, then the specific rules.
    headers: [
      { glob: '**', headersPath: '/*', value: REVALIDATE, extraHeaders: siteHeaders },
      ...CACHE_RULES,
      ...runner,
    ].map((rule) => ({
      source: rule.glob,
      headers: [
        { key: 'Cache-Control', value: rule.value },
        ...Object.entries(rule.extraHeaders ?? {}).map(([key, value]) => ({ key, value })),
      ],
    })),
    redirects: [{ source: '/', destination: '/x/introduction/', type: 302 }],
  };
}

/** `_headers` file (Netlify, Cloudflare Pages and similar hosts), with the same headers as toServeJson. Directory URLs are HTML too. */
export function toHeadersFile(
  siteHeaders: Record<string, string> = {},
  runnerHeaders: Record<string, string> | null = null,
): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers)
      .map(([key, value]) => `  ${key}: ${value}\n`)
      .join('');
  const blocks = CACHE_RULES.map(
    (rule) => `${rule.headersPath}\n  Cache-Control: ${rule.value}\n${lines(rule.extraHeaders ?? {})}`,
  );
  blocks.push(`/*/\n  Cache-Control: ${REVALIDATE}\n`);
  if (Object.keys(siteHeaders).length > 0) {
    blocks.push(`/*\n${lines(siteHeaders)}`);
  }
  if (runnerHeaders) {
    // These hosts merge every matching block; `! Name` detaches the site-wide value first (Cloudflare Pages syntax),
    // so the runner's policy is the only one, not intersected with the site's.
    const detached = Object.keys(runnerHeaders)
      .map((key) => `  ! ${key}\n`)
      .join('');
    blocks.push(`${RUNNER_RULE.headersPath}\n${detached}${lines(runnerHeaders)}`);
  }
  return blocks.join('\n');
}
