import { ENVIRONMENT } from '@/config/environment';
import { followTableOfContents } from '@/shellControls/followTableOfContents';
import { fillAdSlots } from './ads/fillAdSlot';
import { startAnalytics } from './analytics/startAnalytics';
import { startServiceWorker } from './serviceWorker/startServiceWorker';

/**
 * What every page starts without React, from a small module the page's loader adds once the page has painted
 * (src/server/pipeline/steps/writeIntegrationsBundle.ts): analytics, the ad slot, the service worker's registration, and
 * the table of contents' marker.
 * A text page may never start React; on other pages React takes over what changes after the load (navigations,
 * preferences) and calls the same functions.
 */
startAnalytics(ENVIRONMENT.gaMeasurementId);
fillAdSlots(ENVIRONMENT.ads);
startServiceWorker();
followTableOfContents(window);
