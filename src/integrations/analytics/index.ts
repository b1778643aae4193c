/** Analytics integration: mount <Analytics /> once; other integrations send their events with sendEvent. */
export { Analytics } from './Analytics';
export { sendEvent } from './gtag';
export { isSampled, readSamplingOverride } from './isSampled';
export { isTrackingRefused, readPrivacySignals } from './isTrackingRefused';
