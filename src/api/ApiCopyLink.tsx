import { useTranslate } from '@/i18n/LanguageContext';

/**
 * The copy-link control at the end of a row's name cell: the page's delegated click listener copies the URL of a
 * `data-copy-link` link (useStaticContentBehaviour). Its `#` is drawn by CSS, so the cell's text stays the name.
 */
export function ApiCopyLink({ id, name }: { id: string; name: string }) {
  const t = useTranslate();
  return <a href={`#${id}`} className="api-copy-link" data-copy-link="" aria-label={t('api.copyRowLink', { name })} />;
}
