import { getGtag } from './gtag';

/** Address of Google's gtag.js for a measurement id. */
export function getGaLibraryUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Configures gtag for the measurement id and loads Google's library. Automatic page views are off:
 * the site sends its own, after each client-side navigation has updated the title.
 */
export function loadGaLibrary(measurementId: string): void {
  const gtag = getGtag();
  if (!gtag) {
    return;
  }
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = getGaLibraryUrl(measurementId);
  document.head.append(script);
}
