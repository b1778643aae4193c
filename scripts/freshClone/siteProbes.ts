/** What a browser says it accepts; Node's fetch asks for Brotli only over HTTPS. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One request a reader's browser makes to a served site, and what the answer must be. */
export interface SiteProbe {
  what: string;
  path: string;
  contentType: RegExp;
  /** Text the body must contain. */
  contains?: string;
  /** Headers the answer must carry, by lower-case name. */
  headers?: Record<string, RegExp>;
}

/**
 * What `npm start` must serve (issue 36): an English guide page, a Chinese page, an API page, a demo's chunk, the
 * offline worker and a Markdown twin. `demoChunkPath` is a demo chunk's URL path, from the build's chunk manifest.
 */
export function siteProbes(demoChunkPath: string): SiteProbe[] {
  return [
    {
      what: 'English guide page',
      path: '/x/react-data-grid/editing/',
      contentType: /^text\/html/,
      contains: '<h1',
      // The build's Brotli copy of the page (quality 11), what keeps the document within its first round trip.
      headers: { 'content-encoding': /^br$/ },
    },
    { what: 'Chinese page', path: '/zh/x/introduction/installation/', contentType: /^text\/html/, contains: '安装' },
    { what: 'API page', path: '/x/api/data-grid/data-grid/', contentType: /^text\/html/, contains: 'DataGrid' },
    { what: 'demo chunk', path: demoChunkPath, contentType: /javascript/ },
    {
      what: 'offline worker',
      path: '/x/sw.js',
      contentType: /javascript/,
      headers: { 'service-worker-allowed': /^\/$/ },
    },
    {
      what: 'Markdown twin',
      path: '/x/react-data-grid/editing.md',
      contentType: /^text\/markdown/,
      contains: '# ',
    },
  ];
}

/** What is wrong with an answer to a probe; null when it is right. */
export function probeProblem(
  probe: SiteProbe,
  answer: { status: number; headers: Headers; body: string },
): string | null {
  if (answer.status !== 200) return `${probe.what} ${probe.path}: status ${answer.status}`;
  const contentType = answer.headers.get('content-type') ?? '';
  if (!probe.contentType.test(contentType)) return `${probe.what} ${probe.path}: content type "${contentType}"`;
  for (const [name, expected] of Object.entries(probe.headers ?? {})) {
    const value = answer.headers.get(name);
    if (value === null || !expected.test(value)) return `${probe.what} ${probe.path}: header ${name} is "${value}"`;
  }
  if (probe.contains && !answer.body.includes(probe.contains)) {
    return `${probe.what} ${probe.path}: body lacks "${probe.contains}"`;
  }
  return null;
}
