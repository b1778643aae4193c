import type { DemoCode } from '../demoTypes';

/** The page data Next fetches for a client-side navigation to `pathname`: `/_next/data/<buildId>/<path>.json`. */
export function pageDataUrl(buildId: string, pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/$/, '');
  return `/_next/data/${buildId}${path || '/index'}.json`;
}

/** The demo sources inside a page data file, or a readable error when the file is not what the build writes. */
export function readDemoCode(pageData: unknown): DemoCode {
  const demoCode = (pageData as { pageProps?: { page?: { demoCode?: unknown } } } | null)?.pageProps?.page?.demoCode;
  if (!demoCode || typeof demoCode !== 'object' || typeof (demoCode as DemoCode).demos !== 'object') {
    throw new Error('The page data has no demo sources.');
  }
  return demoCode as DemoCode;
}

const requests = new Map<string, Promise<DemoCode>>();

/** Fetches a page's demo sources once per page; a failed request is forgotten so the next use tries again. */
export function fetchDemoCode(url: string): Promise<DemoCode> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) {
          throw new Error(`The page data answered ${response.status}.`);
        }
        return response.json();
      })
      .then(readDemoCode);
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
