import type { AdsConfig } from './adsConfig';
import type { AdShape } from './types';

/**
 * How a slot fills itself: nothing (crawlers), house ads only, or the ad network — its script for image ads,
 * its list for text ads — with house ads as the fallback.
 */
export type AdServing =
  | { kind: 'nothing' }
  | { kind: 'in-house' }
  | { kind: 'script'; url: string }
  | { kind: 'list'; url: string };

interface AdServingInput {
  config: Pick<AdsConfig, 'scriptUrl' | 'networkUrl'>;
  shape: AdShape;
  isBot: boolean;
  /** Do Not Track or Global Privacy Control: no request leaves for the ad network, house ads are served. */
  trackingRefused: boolean;
}

export function chooseAdServing({ config, shape, isBot, trackingRefused }: AdServingInput): AdServing {
  if (isBot) {
    return { kind: 'nothing' };
  }
  const url = shape === 'image' ? config.scriptUrl : config.networkUrl;
  if (!url || trackingRefused) {
    return { kind: 'in-house' };
  }
  return shape === 'image' ? { kind: 'script', url } : { kind: 'list', url };
}
