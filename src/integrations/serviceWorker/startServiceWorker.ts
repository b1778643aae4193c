import { ENVIRONMENT } from '@/config/environment';
import { shouldRegisterServiceWorker } from './shouldRegisterServiceWorker';

/** Whether this page registers the worker: production builds, on the configured host only. */
export function isServiceWorkerHost(): boolean {
  return shouldRegisterServiceWorker({
    hostname: location.hostname,
    host: location.host,
    configuredHost: ENVIRONMENT.serviceWorkerHost,
    environment: process.env.NODE_ENV,
    supported: 'serviceWorker' in navigator,
  });
}

/**
 * Registers the service worker after the page has loaded, without React. The registration code is loaded only where
 * it runs: most hosts (previews, development) never need it.
 */
export function startServiceWorker(): void {
  if (!isServiceWorkerHost()) {
    return;
  }
  const start = () => {
    import('./registerServiceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => {
        console.warn(`The offline service worker could not be registered: ${String(error)}`);
      });
  };
  // After the load event: the worker's precaching must not compete with the page's own downloads.
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
}
