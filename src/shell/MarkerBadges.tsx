import { useTranslate } from '@/i18n/LanguageContext';
import type { NavMarkers, Plan } from '@/navigation/types';

/** Distinct plan icons: a single bar for Pro, a crown-like double chevron for Premium (coloured by `.plan-icon`). */
export function PlanIcon({ plan }: { plan: Plan }) {
  const t = useTranslate();
  const label = t(plan === 'pro' ? 'plan.pro' : 'plan.premium');
  return (
    <span className="plan-icon" role="img" aria-label={label} title={label} data-plan={plan}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden focusable="false">
        {plan === 'pro' ? (
          <path fill="currentColor" d="M3 2h10v2.5H3zM3 6.75h10v2.5H3zM3 11.5h6V14H3z" />
        ) : (
          <path fill="currentColor" d="M1 4l3.5 3L8 2l3.5 5L15 4l-1.5 9h-11z" />
        )}
      </svg>
    </span>
  );
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
