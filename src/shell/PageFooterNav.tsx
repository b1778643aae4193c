import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/LanguageContext';
import { Link } from '@/routing/Link';
import { DOCS_REPOSITORY_EDIT_URL } from './products';

export interface PageLink {
  pathname: string;
  title: string;
}

/** "Edit this page" and previous/next links, in reading order of the navigation tree. */
export function PageFooterNav({ previous, next, sourcePath }: { previous: PageLink | null; next: PageLink | null; sourcePath: string }) {
  const t = useTranslate();
  return (
    <Box component="nav" aria-label={t('footerNavigation')} sx={{ mt: 6 }}>
      <Link href={`${DOCS_REPOSITORY_EDIT_URL}${sourcePath}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem' }}>
        <EditOutlined fontSize="inherit" />
        {t('editPage')}
      </Link>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        {previous ? (
          <Link href={previous.pathname} rel="prev" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ChevronLeft sx={{ transform: 'scaleX(var(--dir-flip, 1))' }} />
            <span>
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('previousPage')}
              </Typography>
              {previous.title}
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link href={next.pathname} rel="next" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, textAlign: 'end' }}>
            <span>
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('nextPage')}
              </Typography>
              {next.title}
            </span>
            <ChevronRight sx={{ transform: 'scaleX(var(--dir-flip, 1))' }} />
          </Link>
        ) : null}
      </Box>
    </Box>
  );
}
