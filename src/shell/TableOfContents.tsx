import { useEffect } from 'react';
import type { TocEntry } from '@/content/types';
import { useTranslate } from '@/i18n/LanguageContext';
import { markActiveTocLink } from '@/shellControls/followTableOfContents';
import { StaticHtml } from '@/staticHtml/StaticHtml';

/**
 * The page's headings as links. `entries` is null on a first load that has some: the build drops them from the page
 * data (src/server/pipeline/transforms/stripStaticProps.ts) and the server's list stays as it is, like the body.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] | null }) {
  const t = useTranslate();
  // The marker follows scrolling from the integrations module (followTableOfContents), before and after React loads;
  // new entries (a client-side navigation) are marked at once.
  useEffect(() => markActiveTocLink(document), [entries]);
  if (entries?.length === 0) {
    return null;
  }
  // Plain markup styled by `.toc` in src/styles/content.css: no style computation per entry while hydrating.
  return (
    <nav aria-label={t('tocLabel')} className="toc">
      <h2 className="toc-title">{t('toc')}</h2>
      {entries === null ? (
        <StaticHtml key="server" as="ul" html={null} />
      ) : (
        <ul key="entries">
          {entries.map((entry) => (
            <li key={entry.id} data-level={entry.level}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
