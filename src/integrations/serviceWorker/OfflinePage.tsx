import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslate } from '@/i18n/LanguageContext';
import { CONTENT_MAX_WIDTH } from '@/shell/layoutSizes';

/**
 * The translated page the service worker answers with, offline, for a page the reader has not visited.
 * It is served at the requested address, inside the shell, so the navigation still leads to saved pages.
 */
export function OfflinePage() {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{`${t('offline.title')} - ${t('appTitleSuffix')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Box data-offline-page="" sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 4 }, py: 8 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
          {t('offline.title')}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, color: 'text.secondary' }}>{t('offline.description')}</Typography>
        <Button variant="contained" onClick={() => location.reload()}>
          {t('offline.retry')}
        </Button>
      </Box>
    </>
  );
}
