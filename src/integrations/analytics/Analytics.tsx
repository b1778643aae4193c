import { useEffect } from 'react';
import { ENVIRONMENT } from '@/config/environment';

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
    const measurementId = ENVIRONMENT.gaMeasurementId;
    if (measurementId) {
      loadGaLibrary(measurementId);
    }
  }, []);
  usePageViews();
  useClickEvents();
  useUserProperties();
  useWebVitals();
  return null;
}
