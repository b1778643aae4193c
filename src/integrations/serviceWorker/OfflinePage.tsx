import Button from '@mui/material/Button';
import { useTranslate } from '@/i18n/LanguageContext';
import { MessagePage } from '@/shell/MessagePage';

/**
 * The translated page the service worker answers with, offline, for a page the reader has not visited.
 * It is served at the requested address, inside the shell, so the navigation still leads to saved pages.
 */
export function OfflinePage() {
  const t = useTranslate();
  return (
    <MessagePage
      title={t('offline.title')}
      description={t('offline.description')}
      action={
        <Button variant="contained" onClick={() => location.reload()}>
          {t('offline.retry')}
        </Button>
      }
    />
  );
}
