import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isServiceWorkerHost } from './startServiceWorker';

/**
 * After each client-side navigation, caches the new page's HTML and checks for a new version of the worker, which
 * startServiceWorker registered with the page (src/integrations/startIntegrations.ts). Renders nothing.
 */
export function ServiceWorkerRegistration() {
  const router = useRouter();
  useEffect(() => {
    if (!isServiceWorkerHost()) {
      return undefined;
    }
    const onRouteChange = (url: string) => {
      void navigator.serviceWorker.getRegistration().then(async (registration) => {
        if (registration) {
          const { onClientNavigation } = await import('./registerServiceWorker');
          onClientNavigation(registration, url);
        }
      });
    };
    router.events.on('routeChangeComplete', onRouteChange);
    return () => router.events.off('routeChangeComplete', onRouteChange);
  }, [router.events]);
  return null;
}
