import { useTranslate } from '@/i18n/LanguageContext';
import { PlainRouterLink } from '@/routing/PlainRouterLink';
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
          <PlainRouterLink href={previous.pathname} rel="prev">
            <span className="page-footer-label">{t('previousPage')}</span>
            {previous.title}
          </PlainRouterLink>
        ) : (
          <span />
        )}
        {next ? (
          <PlainRouterLink href={next.pathname} rel="next">
            <span className="page-footer-label">{t('nextPage')}</span>
            {next.title}
          </PlainRouterLink>
        ) : null}
      </div>
    </nav>
  );
}
