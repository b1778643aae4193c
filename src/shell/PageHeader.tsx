import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/LanguageContext';
import type { NavMarkers } from '@/navigation/types';
import { MarkerBadges } from './MarkerBadges';

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
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ fontSize: '0.8125rem', mb: 1 }}>
          {breadcrumbs.map((crumb) => (
            <Typography key={crumb} variant="inherit" color="primary">
              {crumb}
            </Typography>
          ))}
        </Breadcrumbs>
      ) : null}
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {title}
        <MarkerBadges {...markers} />
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 400, color: 'text.secondary', mt: 1, mb: 3 }}>
        {description}
      </Typography>
      {translated ? null : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="untranslated-notice">
          {t('untranslatedNotice')}
        </Alert>
      )}
    </header>
  );
}
