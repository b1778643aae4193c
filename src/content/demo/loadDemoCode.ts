import { stripLanguagePrefix } from '@/routing/pathnames';
import type { DemoCode } from '../demoTypes';

/**
 * The file the build writes beside a page with its demos' sources, `<page>/demos.json`
 * (src/server/pipeline/stripPageDataFiles.ts): once per page, beside the English page, since every language shows the
 * same demos.
 */
export function demoCodeUrl(pathname: string): string {
  const path = stripLanguagePrefix(pathname.split(/[?#]/)[0]!.replace(/\/?$/, '/'));
  return `${path}demos.json`;
}

/** The demo sources of a fetched file, or a readable error when the file is not what the build writes. */
export function readDemoCode(file: unknown): DemoCode {
  if (!file || typeof file !== 'object' || !(file as DemoCode).demos || typeof (file as DemoCode).demos !== 'object') {
    throw new Error('The demo sources file is malformed.');
  }
  return file as DemoCode;
}

const requests = new Map<string, Promise<DemoCode>>();

/** Fetches a page's demo sources once per page; a failed request is forgotten so the next use tries again. */
export function fetchDemoCode(url: string): Promise<DemoCode> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) {
          throw new Error(`The demo sources file answered ${response.status}.`);
        }
        return response.json();
      })
      .then(readDemoCode);
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
