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

/** Breadcrumbs, title with markers, description, the Markdown actions and, on an untranslated page, a notice. */
export function PageHeader({ title, description, breadcrumbs, markers, translated }: PageHeaderProps) {
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
      {translated ? null : (
        <div role="note" data-testid="untranslated-notice" className="untranslated-notice">
          {t('untranslatedNotice')}
        </div>
      )}
    </header>
  );
}
