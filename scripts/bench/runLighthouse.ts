/** What one Lighthouse run says about a page. Scores are 0–100; times in milliseconds. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes of the page's document as transferred (compressed, with headers): what the simulation downloads first. */
  documentBytes: number;
}

/** The transfer size of the run's main document, from the network-requests audit's rows (NaN when absent). */
function documentBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === 'Document')?.transferSize ?? NaN;
}

/**
 * One Lighthouse run of `url` in the Chrome listening on `chromePort`, with the default configuration: mobile
 * emulation and simulated throttling, the way PageSpeed Insights measures.
 */
export async function runLighthouse(url: string, chromePort: number): Promise<LighthouseFigures> {
  // Imported when run: tsx compiles this file to CommonJS, and a static import would load Lighthouse (ESM, it reads
  // import.meta.url) through require, where import.meta.url is undefined.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) {
    throw new Error(`Lighthouse returned no result for ${url}.`);
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    documentBytes: documentBytes(audits['network-requests']?.details),
  };
}
