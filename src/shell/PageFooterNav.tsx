import { useTranslate } from '@/i18n/LanguageContext';
import { RouterLink } from '@/routing/Link';
import { DOCS_REPOSITORY_EDIT_URL } from './products';

export interface PageLink {
  pathname: string;
  title: string;
}

/** "Edit this page" and previous/next links, in reading order of the navigation tree (`.page-footer-nav` in content.css). */
export function PageFooterNav({
  previous,
  next,
  sourcePath,
}: {
  previous: PageLink | null;
  next: PageLink | null;
  sourcePath: string;
}) {
  const t = useTranslate();
  return (
    <nav aria-label={t('footerNavigation')} className="page-footer-nav">
      <a
        href={`${DOCS_REPOSITORY_EDIT_URL}${sourcePath}`}
        target="_blank"
        rel="noopener noreferrer"
        className="edit-link"
      >
        {t('editPage')}
      </a>
      <div className="page-footer-links">
        {previous ? (
          <RouterLink href={previous.pathname} rel="prev">
            <span className="page-footer-label">{t('previousPage')}</span>
            {previous.title}
          </RouterLink>
        ) : (
          <span />
        )}
        {next ? (
          <RouterLink href={next.pathname} rel="next">
            <span className="page-footer-label">{t('nextPage')}</span>
            {next.title}
          </RouterLink>
        ) : null}
      </div>
    </nav>
  );
}
