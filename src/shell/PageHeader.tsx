import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/LanguageContext';
import type { NavMarkers } from '@/navigation/types';
import { MarkerBadges } from './MarkerBadges';
import { PageMarkdownActions } from './PageMarkdownActions';

interface PageHeaderProps {
  title: string;
  description: string;
  breadcrumbs: string[];
  markers: NavMarkers;
  translated: boolean;
}

export function PageHeader({ title, description, breadcrumbs, markers, translated }: PageHeaderProps) {
  const t = useTranslate();
  return (
    <header>
      {breadcrumbs.length > 0 ? (
        <Box component="nav" aria-label={t('breadcrumbs')} sx={{ fontSize: '0.8125rem', mb: 1, color: 'primary.main' }}>
          <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
            {breadcrumbs.map((crumb, index) => (
              <Box component="li" key={crumb} sx={{ display: 'flex' }}>
                {index > 0 ? (
                  <Box component="span" aria-hidden sx={{ mx: 1, color: 'text.secondary' }}>
                    /
                  </Box>
                ) : null}
                {crumb}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {title}
        <MarkerBadges {...markers} />
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 400, color: 'text.secondary', mt: 1, mb: 2 }}>
        {description}
      </Typography>
      <PageMarkdownActions />
      {translated ? null : (
        <Box
          role="note"
          data-testid="untranslated-notice"
          sx={{ mb: 3, px: 2, py: 1.5, borderRadius: 1, borderInlineStart: 4, borderColor: 'info.main', bgcolor: 'action.hover' }}
        >
          {t('untranslatedNotice')}
        </Box>
      )}
    </header>
  );
}
