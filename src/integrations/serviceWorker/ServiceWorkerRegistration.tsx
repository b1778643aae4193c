import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { ENVIRONMENT } from '@/config/environment';
import { shouldRegisterServiceWorker } from './shouldRegisterServiceWorker';

/** Registers the service worker after the page has loaded, on the production host only. Renders nothing. */
export function ServiceWorkerRegistration() {
  const router = useRouter();
  useEffect(() => {
    const allowed = shouldRegisterServiceWorker({
      hostname: location.hostname,
      host: location.host,
      configuredHost: ENVIRONMENT.serviceWorkerHost,
      environment: process.env.NODE_ENV,
      supported: 'serviceWorker' in navigator,
    });
    if (!allowed) {
      return undefined;
    }
    let active = true;
    let onRouteChange: ((url: string) => void) | null = null;
    const start = () => {
      // The registration code is loaded only where it runs: most hosts (previews, development) never need it.
      void import('./registerServiceWorker')
        .then(async ({ registerServiceWorker, onClientNavigation }) => {
          const registration = await registerServiceWorker();
          if (active) {
            onRouteChange = (url) => onClientNavigation(registration, url);
            router.events.on('routeChangeComplete', onRouteChange);
          }
        })
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
    return () => {
      active = false;
      window.removeEventListener('load', start);
      if (onRouteChange) {
        router.events.off('routeChangeComplete', onRouteChange);
      }
    };
  }, [router.events]);
  return null;
}
