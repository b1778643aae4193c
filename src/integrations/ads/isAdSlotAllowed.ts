import type { NavMarkers } from '@/navigation/types';

/** Content pages carry the ad slot, unless ads are off or the page documents a Pro or Premium feature (commercial readers see no ads). */
export function isAdSlotAllowed(markers: NavMarkers, enabled: boolean): boolean {
  return enabled && markers.plan === undefined;
}
