import { useEffect } from 'react';
import type { TocEntry } from '@/content/types';
import { useTranslate } from '@/i18n/LanguageContext';
import { markActiveTocLink } from '@/shellControls/followTableOfContents';

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const t = useTranslate();
  // The marker follows scrolling from the integrations module (followTableOfContents), before and after React loads;
  // new entries (a client-side navigation) are marked at once.
  useEffect(() => markActiveTocLink(document), [entries]);
  if (entries.length === 0) {
    return null;
  }
  // Plain markup styled by `.toc` in src/styles/content.css: no style computation per entry while hydrating.
  return (
    <nav aria-label={t('tocLabel')} className="toc">
      <h2 className="toc-title">{t('toc')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-level={entry.level}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
