import Box from '@mui/material/Box';
import { useTranslate } from '@/i18n/LanguageContext';

/** Shown to a share of readers whose blocker removed the ad: a short, polite request. */
export function PleaseAllowAds() {
  const t = useTranslate();
  return (
    <Box
      component="span"
      data-ad-allow-request=""
      sx={{
        display: 'block',
        maxWidth: 400,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: '0.8125rem',
        lineHeight: 1.4,
        color: 'text.secondary',
      }}
    >
      {t('ad.pleaseAllow')}
    </Box>
  );
}
