/** Offline service worker integration: registration (mounted once in _app) and the translated offline page. */
export { OfflinePage } from './OfflinePage';
export { ServiceWorkerRegistration } from './ServiceWorkerRegistration';
