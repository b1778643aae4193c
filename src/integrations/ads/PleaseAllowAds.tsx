import { useTranslate } from '@/i18n/LanguageContext';

/** Shown to a share of readers whose blocker removed the ad: a short, polite request (`.ad-allow-request`). */
export function PleaseAllowAds() {
  const t = useTranslate();
  return (
    <span className="ad-allow-request" data-ad-allow-request="">
      {t('ad.pleaseAllow')}
    </span>
  );
}
