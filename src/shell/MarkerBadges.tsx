import { useTranslate } from '@/i18n/LanguageContext';
import type { NavMarkers, Plan } from '@/navigation/types';

/**
 * Distinct plan icons: a single bar for Pro, a crown-like double chevron for Premium. The shapes are CSS masks
 * (`.plan-icon` in src/styles/content.css), so the hundreds of them in the navigation cost a few bytes each.
 */
export function PlanIcon({ plan }: { plan: Plan }) {
  const t = useTranslate();
  const label = t(plan === 'pro' ? 'plan.pro' : 'plan.premium');
  return <span className="plan-icon" role="img" aria-label={label} title={label} data-plan={plan} />;
}

/**
 * Plan icon and New / Planned / Unstable labels for a page or a navigation entry: plain markup styled by the static
 * stylesheet, because the navigation renders it at build time.
 */
export function MarkerBadges({ plan, newFeature, planned, unstable }: NavMarkers) {
  const t = useTranslate();
  return (
    <>
      {plan ? <PlanIcon plan={plan} /> : null}
      {newFeature ? <span className="marker marker-new">{t('marker.new')}</span> : null}
      {planned ? <span className="marker marker-planned">{t('marker.planned')}</span> : null}
      {unstable ? <span className="marker marker-unstable">{t('marker.unstable')}</span> : null}
    </>
  );
}
