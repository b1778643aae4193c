import { useTranslate } from '@/i18n/LanguageContext';
import type { Ad, AdShape } from './types';

/** Size of an ad image, as ad networks deliver it. */
export const AD_IMAGE_SIZE = { width: 130, height: 100 } as const;

/**
 * One ad: image and text, or text only with an "Ad" badge. Every field is rendered as text (never as HTML);
 * the link opens a new tab and is marked sponsored. Plain markup styled by `.house-ad` in src/styles/content.css:
 * the ad slot loads with the page, so it brings no style engine.
 */
export function AdDisplay({ ad, shape }: { ad: Ad; shape: AdShape }) {
  const t = useTranslate();
  const poweredBy = t('ad.by', { name: ad.poweredby });
  return (
    <a
      className="house-ad"
      data-shape={shape}
      href={ad.link}
      target="_blank"
      rel="noopener sponsored"
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={ad.label}
    >
      {shape === 'image' && ad.img ? <img src={ad.img} alt="" {...AD_IMAGE_SIZE} /> : null}
      {shape === 'inline' ? <span className="house-ad-badge">{t('ad.badge')}</span> : null}
      <span className="house-ad-body">
        <span className="house-ad-text">
          <strong>{ad.name}</strong>
          {ad.description ? ` — ${ad.description}` : null}
        </span>
        <span className="house-ad-by">{poweredBy}</span>
      </span>
    </a>
  );
}
