import { useEffect } from 'react';
import { GA_MEASUREMENT_ID } from './analyticsConfig';
import { loadGaLibrary } from './loadGaLibrary';
import { useClickEvents } from './useClickEvents';
import { usePageViews } from './usePageViews';
import { useUserProperties } from './useUserProperties';
import { useWebVitals } from './useWebVitals';

/**
 * Google Analytics 4 for the whole site: page views, tracked clicks, user properties and sampled web vitals.
 * Renders nothing. Mount once, inside the theme and code-preference providers.
 */
export function Analytics() {
  useEffect(() => {
    if (GA_MEASUREMENT_ID) {
      loadGaLibrary(GA_MEASUREMENT_ID);
    }
  }, []);
  usePageViews();
  useClickEvents();
  useUserProperties();
  useWebVitals();
  return null;
}
