import Box from '@mui/material/Box';
import { useTranslate } from '@/i18n/LanguageContext';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the app bar and navigation. */
export function SkipLink() {
  const t = useTranslate();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 16 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
