import { useEffect, useState } from 'react';
import { AdDisplay } from './AdDisplay';
import { fetchNetworkAd } from './fetchNetworkAd';
import { ImpressionPixels } from './ImpressionPixels';
import type { NetworkAd } from './types';

interface NetworkInlineAdProps {
  endpoint: string;
  label: string;
  /** False while a fallback covers the slot: the ad may render (so polling finds it) but counts no impression. */
  displayed: boolean;
}

/** A text ad from the ad network's list. Renders nothing until a usable entry arrives. */
export function NetworkInlineAd({ endpoint, label, displayed }: NetworkInlineAdProps) {
  const [ad, setAd] = useState<NetworkAd | null>(null);
  const [counted, setCounted] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void fetchNetworkAd(endpoint, (input, init) => fetch(input, init), controller.signal).then((found) => {
      if (found && !controller.signal.aborted) {
        setAd(found);
      }
    });
    return () => controller.abort();
  }, [endpoint]);

  // Once displayed, the beacons stay mounted: one impression per display, whatever happens next.
  useEffect(() => {
    if (ad && displayed) {
      setCounted(true);
    }
  }, [ad, displayed]);

  if (!ad) {
    return null;
  }
  return (
    <span data-ad-rendered="">
      {counted ? <ImpressionPixels urls={ad.impressionUrls} /> : null}
      <AdDisplay
        shape="inline"
        ad={{
          name: ad.company,
          link: ad.statlink,
          img: ad.image,
          description: ad.description,
          poweredby: 'Carbon',
          label,
        }}
      />
    </span>
  );
}
