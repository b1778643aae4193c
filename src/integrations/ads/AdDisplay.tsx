import Box from '@mui/material/Box';
import { useTranslate } from '@/i18n/LanguageContext';
import type { Ad, AdShape } from './types';

/** Size of an ad image, as ad networks deliver it. */
export const AD_IMAGE_SIZE = { width: 130, height: 100 } as const;

const textSx = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  // Five lines at most keeps the tallest ad inside the slot's reserved height on a 320 px screen.
  WebkitLineClamp: 5,
  overflow: 'hidden',
} as const;

/**
 * One ad: image and text, or text only with an "Ad" badge. Every field is rendered as text (never as HTML);
 * the link opens a new tab and is marked sponsored.
 */
export function AdDisplay({ ad, shape }: { ad: Ad; shape: AdShape }) {
  const t = useTranslate();
  const poweredBy = t('ad.by', { name: ad.poweredby });
  return (
    <Box
      component="a"
      href={ad.link}
      target="_blank"
      rel="noopener sponsored"
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={ad.label}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: shape === 'image' ? 'flex-start' : 'baseline',
        maxWidth: shape === 'image' ? 400 : 'none',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontSize: '0.8125rem',
        lineHeight: 1.4,
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      {shape === 'image' && ad.img ? (
        // A plain img: Box would take width and height as style props, and the attributes reserve the space before load.
        <img src={ad.img} alt="" {...AD_IMAGE_SIZE} style={{ flexShrink: 0, display: 'block' }} />
      ) : null}
      {shape === 'inline' ? (
        <Box
          component="span"
          sx={{
            flexShrink: 0,
            px: 0.75,
            borderRadius: 0.5,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.6875rem',
            fontWeight: 700,
          }}
        >
          {t('ad.badge')}
        </Box>
      ) : null}
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
        <Box component="span" sx={textSx}>
          <strong>{ad.name}</strong>
          {ad.description ? ` — ${ad.description}` : null}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
          {poweredBy}
        </Box>
      </Box>
    </Box>
  );
}
