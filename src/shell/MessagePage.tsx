import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { MaterialThemeScope } from '@/theme/MaterialThemeScope';

interface MessagePageProps {
  title: string;
  description: string;
  /** The one thing to do next (a link or a button). */
  action: ReactNode;
}

/** A page that only says something (not found, offline): a title, a sentence and one action, inside the shell. */
export function MessagePage({ title, description, action }: MessagePageProps) {
  const t = useTranslate();
  return (
    <>
      <Head>
        <title>{`${title} - ${t('appTitleSuffix')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <MaterialThemeScope>
        <Box sx={{ maxWidth: 'var(--docs-content-width)', mx: 'auto', px: { xs: 2, sm: 4 }, py: 8 }}>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, color: 'text.secondary' }}>{description}</Typography>
          {action}
        </Box>
      </MaterialThemeScope>
    </>
  );
}
