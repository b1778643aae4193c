import type { AdServing } from './chooseAdServing';
import type { AdShape, AdSource } from './types';

/** The only placement of this site: right after the page description. */
export const AD_PLACEMENT = 'body-top';

interface AdSourceInput {
  serving: AdServing;
  found: boolean;
  blocked: boolean;
  askToAllowAds: boolean;
}

/**
 * What the slot shows now. While the network ad loads, and once found, the slot is the network's; when it is
 * blocked, a house ad or, for the session's share of readers drawn for it, the "please allow ads" message.
 */
export function getAdSource({ serving, found, blocked, askToAllowAds }: AdSourceInput): AdSource | null {
  switch (serving.kind) {
    case 'nothing':
      return null;
    case 'in-house':
      return 'in-house';
    default:
      if (found || !blocked) {
        return 'carbon';
      }
      return askToAllowAds ? 'in-house-adblock' : 'in-house';
  }
}

/** Analytics label of a slot: `<source>-<placement>-<shape>`, e.g. `carbon-body-top-image`. */
export function getAdEventLabel(source: AdSource, shape: AdShape, placement = AD_PLACEMENT): string {
  return `${source}-${placement}-${shape}`;
}
