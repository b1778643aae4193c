import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslate } from '@/i18n/LanguageContext';
import { RouterLink } from '@/routing/Link';
import { CONTENT_MAX_WIDTH } from './layoutSizes';

/** The translated "page not found" page, inside the shell. */
export function NotFoundPage() {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{`${t('notFoundTitle')} - ${t('appTitleSuffix')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 4 }, py: 8 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
          {t('notFoundTitle')}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, color: 'text.secondary' }}>{t('notFoundDescription')}</Typography>
        <Button variant="contained" component={RouterLink} href="/x/introduction/">
          {t('notFoundHome')}
        </Button>
      </Box>
    </>
  );
}
