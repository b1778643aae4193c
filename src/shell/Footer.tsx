import { useTranslate } from '@/i18n/LanguageContext';

export function Footer() {
  const t = useTranslate();
  return (
    <footer className="site-footer">
      <p>{t('footerCopyright')}</p>
      <p>{t('footerLicense')}</p>
    </footer>
  );
}
