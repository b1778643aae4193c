/** Where the build writes the service worker (the build (src/server/pipeline/steps/writeServiceWorkerStep.ts)). */
export const SERVICE_WORKER_URL = '/x/sw.js';
/**
 * The worker controls the whole origin: Chinese pages live under /zh/x/ and every page's assets under /_next/.
 * A scope wider than the script's folder needs the `Service-Worker-Allowed: /` header on /x/sw.js (scripts/cacheHeaders.ts).
 */
export const SERVICE_WORKER_SCOPE = '/';
/** The production documentation host when NEXT_PUBLIC_SW_HOST is unset. */
export const DEFAULT_SERVICE_WORKER_HOST = 'mui.com';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/** The host on which the service worker is registered: a host name, optionally with a port. */
export function parseServiceWorkerHost(raw: string | undefined): string {
  const value = raw?.trim().toLowerCase();
  if (!value) {
    return DEFAULT_SERVICE_WORKER_HOST;
  }
  if (!HOST.test(value)) {
    throw new Error(
      `NEXT_PUBLIC_SW_HOST is ${JSON.stringify(raw)}: give a host name such as mui.com or localhost (a port is optional).`,
    );
  }
  return value;
}
