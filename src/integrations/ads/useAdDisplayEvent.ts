import { useEffect, useState } from 'react';
import { isSampled, readSamplingOverride, sendEvent } from '@/integrations/analytics';

/** An ad counts as displayed after staying 2.5 s in the slot. */
export const DISPLAY_EVENT_DELAY_MS = 2500;
/** Share of slots that report displays: the analytics quota cannot take one event per page view. */
export const DISPLAY_EVENT_SAMPLE_RATE = 0.1;

/**
 * Sends the ad `display` event 2.5 s after the slot mounts, with the label shown then. A slot whose content
 * changes (the network ad is blocked and a house ad replaces it) reports the new content after another 2.5 s.
 * Sampling is drawn once per slot.
 */
export function useAdDisplayEvent(label: string | null): void {
  const [sampled] = useState(() => isSampled(DISPLAY_EVENT_SAMPLE_RATE, Math.random, readSamplingOverride()));
  useEffect(() => {
    if (!label || !sampled) {
      return undefined;
    }
    const timer = setTimeout(
      () => sendEvent('ad', { eventAction: 'display', eventLabel: label }),
      DISPLAY_EVENT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [label, sampled]);
}
