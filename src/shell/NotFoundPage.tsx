import Button from '@mui/material/Button';
import { useTranslate } from '@/i18n/LanguageContext';
import { RouterLink } from '@/routing/Link';
import { MessagePage } from './MessagePage';

/** The translated "page not found" page, inside the shell. */
export function NotFoundPage() {
  const t = useTranslate();
  return (
    <MessagePage
      title={t('notFoundTitle')}
      description={t('notFoundDescription')}
      action={
        <Button variant="contained" component={RouterLink} href="/x/introduction/">
          {t('notFoundHome')}
        </Button>
      }
    />
  );
}
