/** How an ad is laid out: an image with text, or a line of text with an "Ad" badge. */
export type AdShape = 'image' | 'inline';

/** Where the shown ad comes from, as reported to analytics: the ad network, a house ad, or the "please allow ads" message. */
export type AdSource = 'carbon' | 'in-house' | 'in-house-adblock';

/** An ad ready to display: from the ad network (validated) or from the house list. Every field is plain text or a checked URL. */
export interface Ad {
  name: string;
  /** Where the ad leads; opened in a new tab. */
  link: string;
  /** Image URL, 130 × 100; null for text-only ads. */
  img: string | null;
  description: string;
  /** Who serves the ad ("Carbon", "MUI"). */
  poweredby: string;
  /** Analytics label of the slot showing it: `<source>-<placement>-<shape>`. */
  label: string;
}

/** A usable entry of the ad network's list, after validation. */
export interface NetworkAd {
  company: string;
  description: string;
  /** https only; null when missing or rejected. */
  image: string | null;
  /** The click-through link (https). An entry without one is not usable. */
  statlink: string;
  /** Impression beacons to request once per display: `statimp`, then each part of `pixel`. */
  impressionUrls: string[];
}
