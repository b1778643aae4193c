import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import NextLink from 'next/link';
import { useTranslate, useLanguage } from '@/i18n/LanguageContext';
import { localizePath } from '@/routing/pathnames';
import { CONTENT_MAX_WIDTH } from './layoutSizes';

/** The translated "page not found" page, inside the shell. */
export function NotFoundPage() {
  const t = useTranslate();
  const language = useLanguage();
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
        <Button variant="contained" component={NextLink} href={localizePath('/x/introduction/', language)}>
          {t('notFoundHome')}
        </Button>
      </Box>
    </>
  );
}
