import Box from '@mui/material/Box';
import { useTranslate } from '@/i18n/LanguageContext';
import type { NavMarkers, Plan } from '@/navigation/types';

const PLAN_COLORS: Record<Plan, string> = { pro: '#1976d2', premium: '#b7791f' };

/** Distinct plan icons: a single bar for Pro, a crown-like double chevron for Premium. */
export function PlanIcon({ plan }: { plan: Plan }) {
  const t = useTranslate();
  const label = t(plan === 'pro' ? 'plan.pro' : 'plan.premium');
  return (
      <Box
        component="span"
        role="img"
        aria-label={label}
        title={label}
        data-plan={plan}
        sx={{ display: 'inline-flex', verticalAlign: 'middle', ml: 0.75, color: PLAN_COLORS[plan] }}
      >
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden focusable="false">
          {plan === 'pro' ? (
            <path fill="currentColor" d="M3 2h10v2.5H3zM3 6.75h10v2.5H3zM3 11.5h6V14H3z" />
          ) : (
            <path fill="currentColor" d="M1 4l3.5 3L8 2l3.5 5L15 4l-1.5 9h-11z" />
          )}
        </svg>
      </Box>
  );
}

/** Plan icon and New / Planned / Unstable chips for a page or a navigation entry. */
export function MarkerBadges({ plan, newFeature, planned, unstable }: NavMarkers) {
  const t = useTranslate();
  // A plain outlined label: lighter than Chip, which these static markers do not need.
  const chip = (label: string, color: 'success' | 'default' | 'warning') => (
    <Box
      component="span"
      sx={{
        ml: 0.75,
        px: 0.75,
        display: 'inline-block',
        lineHeight: '16px',
        border: 1,
        borderRadius: 9,
        fontSize: '0.6875rem',
        fontWeight: 600,
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
        color: 'text.primary',
        borderColor: color === 'default' ? 'divider' : `${color}.main`,
      }}
    >
      {label}
    </Box>
  );
  return (
    <>
      {plan ? <PlanIcon plan={plan} /> : null}
      {newFeature ? chip(t('marker.new'), 'success') : null}
      {planned ? chip(t('marker.planned'), 'default') : null}
      {unstable ? chip(t('marker.unstable'), 'warning') : null}
    </>
  );
}
