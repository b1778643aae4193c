import { getReloadPlan } from './getReloadPlan';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './serviceWorkerConfig';

const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** Same-origin URLs this page has loaded: the page itself and the build files it fetched before the worker controlled it. */
function collectLoadedUrls(): string[] {
  const page = location.href.split('#')[0]!;
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/_next/`));
  return [page, ...new Set(resources)];
}

/** Asks the worker to cache URLs with its usual rules (Serwist's CACHE_URLS message). */
function cacheUrls(worker: ServiceWorker | null | undefined, urls: string[]): void {
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/** A new version that finished installing while an older one controls the page is told to take over. */
function activateWaitingWorker(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) {
    registration.waiting.postMessage(SKIP_WAITING);
  }
}

/** Reloads when a new version takes control: now if the page has focus, else on its next focus. */
function reloadOnNewVersion(container: ServiceWorkerContainer): void {
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    const plan = getReloadPlan(controlled, document.hasFocus());
    controlled = true;
    if (plan === 'now') {
      location.reload();
    } else if (plan === 'on-focus') {
      window.addEventListener('focus', () => location.reload(), { once: true });
    }
  });
}

/**
 * Registers /x/sw.js for the whole site and runs the update flow: a waiting worker is told to skip waiting, and the
 * page reloads once it controls the page. On a first visit the worker is asked to cache what was loaded before it
 * took control, so the first page works offline too.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  const firstVisit = container.controller === null;
  reloadOnNewVersion(container);
  const registration = await container.register(SERVICE_WORKER_URL, {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: 'none',
  });
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') {
        activateWaitingWorker(registration);
      }
    });
  });
  activateWaitingWorker(registration);
  if (firstVisit) {
    const ready = await container.ready;
    cacheUrls(ready.active, collectLoadedUrls());
  }
  return registration;
}

/**
 * After a client-side navigation: caches the new page's HTML (only its data went through the worker) and checks
 * for a new version, since a reader who never reloads would otherwise never see one.
 */
export function onClientNavigation(registration: ServiceWorkerRegistration, url: string): void {
  cacheUrls(navigator.serviceWorker.controller, [new URL(url, location.href).href.split('#')[0]!]);
  registration.update().catch(() => {
    // Offline, or the host is down: the next navigation checks again.
  });
}
