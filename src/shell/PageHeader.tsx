import { useTranslate } from '@/i18n/LanguageContext';
import type { TranslationStatus } from '@/i18n/translationStatus';
import type { NavMarkers } from '@/navigation/types';
import { PlainRouterLink } from '@/routing/PlainRouterLink';
import { MarkerBadges } from './MarkerBadges';
import { PageMarkdownActions } from './PageMarkdownActions';

/** Where a guide page's text stands in the reader's language, and its English page for the notices to link to. */
export interface PageTranslation {
  status: TranslationStatus;
  englishPathname: string;
}

interface PageHeaderProps {
  title: string;
  description: string;
  breadcrumbs: string[];
  markers: NavMarkers;
  translation?: PageTranslation;
}

/**
 * Breadcrumbs, title with markers, description, the Markdown actions and, on an untranslated page or a translation of
 * an older English page, a notice.
 */
export function PageHeader({ title, description, breadcrumbs, markers, translation }: PageHeaderProps) {
  const t = useTranslate();
  return (
    <header className="page-header">
      {breadcrumbs.length > 0 ? (
        <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
          <ol>
            {breadcrumbs.map((crumb) => (
              <li key={crumb}>{crumb}</li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1>
        {title}
        <MarkerBadges {...markers} />
      </h1>
      <p className="page-description">{description}</p>
      <PageMarkdownActions />
      {translation?.status === 'untranslated' ? (
        <div role="note" data-testid="untranslated-notice" className="translation-notice">
          {t('untranslatedNotice')}
        </div>
      ) : null}
      {translation?.status === 'stale' ? (
        <div role="note" data-testid="stale-translation-notice" className="translation-notice">
          {t('staleTranslationNotice')}{' '}
          <PlainRouterLink href={translation.englishPathname} language="en" hrefLang="en" lang="en">
            {t('staleTranslationLink')}
          </PlainRouterLink>
        </div>
      ) : null}
    </header>
  );
}
