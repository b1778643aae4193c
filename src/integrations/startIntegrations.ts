import { ENVIRONMENT } from '@/config/environment';
import { fillNavigationSections } from '@/shellControls/fillNavigationSections';
import { followTableOfContents } from '@/shellControls/followTableOfContents';
import { navigationSectionsUrl } from '@/shellControls/navigationSectionsUrl';
import { fillAdSlots } from './ads/fillAdSlot';
import { startAnalytics } from './analytics/startAnalytics';
import { runInSeparateTasks } from './runInSeparateTasks';
import { startServiceWorker } from './serviceWorker/startServiceWorker';

/**
 * What every page starts without React, from a small module the page's loader adds once the page has painted
 * (src/server/pipeline/steps/writeIntegrationsBundle.ts): analytics, the ad slot, the service worker's registration,
 * the table of contents' marker, and the navigation's sections opened before React (their contents are a file the
 * build writes beside this module's folder: src/server/pipeline/steps/writeNavigationSections.ts).
 * Each starts in a task of its own: together they were one task of 10-13 ms on a fast machine, a long one on a phone.
 * A text page may never start React; on other pages React takes over what changes after the load (navigations,
 * preferences) and calls the same functions.
 */
runInSeparateTasks([
  () => startAnalytics(ENVIRONMENT.gaMeasurementId),
  () => fillAdSlots(ENVIRONMENT.ads),
  startServiceWorker,
  () => followTableOfContents(window),
  () => {
    const contentsUrl = navigationSectionsUrl(document);
    if (contentsUrl) {
      fillNavigationSections(window, contentsUrl);
    }
  },
]);
