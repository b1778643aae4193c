import { useCallback, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { isTrackingRefused, readPrivacySignals } from '@/integrations/analytics';
import { AdDisplay } from './AdDisplay';
import { AdErrorBoundary } from './AdErrorBoundary';
import { RENDERED_AD_SELECTOR } from './adPolling';
import type { AdsConfig } from './adsConfig';
import { getAdSessionDraws, readSessionStore } from './adSessionDraws';
import { chooseAdServing } from './chooseAdServing';
import { getAdEventLabel, getAdSource } from './getAdSource';
import { pickInHouseAd, toInHouseAd } from './inHouseAds';
import { isBotUserAgent } from './isBotUserAgent';
import { NetworkInlineAd } from './NetworkInlineAd';
import { PleaseAllowAds } from './PleaseAllowAds';
import { ThirdPartyAdScript } from './ThirdPartyAdScript';
import { useAdDisplayEvent } from './useAdDisplayEvent';
import { useAdPolling } from './useAdPolling';

/**
 * The inside of the ad slot, rendered in the browser only (it depends on the session's draws, the user agent and
 * privacy signals). The network ad stays mounted under a fallback, so an ad that arrives late still wins.
 */
export function AdSlotContent({ config }: { config: AdsConfig }) {
  const language = useLanguage();
  const [draws] = useState(() => getAdSessionDraws(readSessionStore(), Math.random));
  const [serving] = useState(() =>
    chooseAdServing({
      config,
      shape: draws.shape,
      isBot: isBotUserAgent(navigator.userAgent),
      trackingRefused: isTrackingRefused(readPrivacySignals()),
    }),
  );
  const [inHouseAd] = useState(() => pickInHouseAd(Math.random));
  const networkRef = useRef<HTMLSpanElement>(null);
  const findAd = useCallback(() => networkRef.current?.querySelector(RENDERED_AD_SELECTOR) != null, []);
  const isNetwork = serving.kind === 'script' || serving.kind === 'list';
  const { found, blocked } = useAdPolling(isNetwork ? findAd : null);
  const source = getAdSource({ serving, found, blocked, askToAllowAds: draws.askToAllowAds });
  const label = source ? getAdEventLabel(source, draws.shape) : null;
  useAdDisplayEvent(label);

  if (!source || !label) {
    // Crawlers: an empty placeholder, no request.
    return <span data-ad-empty="" />;
  }
  const fallbackShown = source !== 'carbon';
  return (
    <span
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={label}
      data-ad-source={source}
      data-ad-shape={draws.shape}
    >
      <AdErrorBoundary label={label}>
        {serving.kind === 'script' || serving.kind === 'list' ? (
          <span ref={networkRef} style={fallbackShown ? { display: 'none' } : undefined} data-ad-network="">
            {serving.kind === 'script' ? (
              <ThirdPartyAdScript url={serving.url} />
            ) : (
              <NetworkInlineAd
                endpoint={serving.url}
                label={getAdEventLabel('carbon', draws.shape)}
                displayed={!fallbackShown}
              />
            )}
          </span>
        ) : null}
        {source === 'in-house' ? <AdDisplay shape={draws.shape} ad={toInHouseAd(inHouseAd, language, label)} /> : null}
        {source === 'in-house-adblock' ? <PleaseAllowAds /> : null}
      </AdErrorBoundary>
    </span>
  );
}
