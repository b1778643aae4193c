import { useEffect, useRef } from 'react';
import { ENVIRONMENT } from '@/config/environment';
import { useLanguage, useTranslate } from '@/i18n/LanguageContext';
import type { AdStrings } from './fillAdSlot';

/**
 * The ad slot after a page's description. Its height is kept free before the ad arrives, so the page never shifts,
 * and Carbon's unstyled markup is laid out like the house ads (`.ad-slot` in src/styles/content.css). The page's
 * first slot is filled without React (src/integrations/startIntegrations.ts); one rendered after a client-side
 * navigation is filled here, by the same function, loaded then (it is no part of the page's first load). React owns
 * no children of the slot.
 */
export function AdSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  const t = useTranslate();
  // "ad by $name" stays a template: fillAdSlot puts the advertiser's name in once the ad has arrived.
  const strings: AdStrings = {
    badge: t('ad.badge'),
    by: t('ad.by', { name: '$name' }),
    pleaseAllow: t('ad.pleaseAllow'),
  };
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void import('./fillAdSlot').then(({ fillAdSlot }) => {
      if (active && ref.current) {
        stop = fillAdSlot(ref.current, ENVIRONMENT.ads);
      }
    });
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return (
    <div
      ref={ref}
      data-ad-slot="body-top"
      className="ad-slot"
      data-ad-language={language}
      data-ad-strings={JSON.stringify(strings)}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
