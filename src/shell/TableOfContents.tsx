import { debounce } from '@mui/material/utils';
import { useEffect, useState } from 'react';
import type { TocEntry } from '@/content/types';
import { useTranslate } from '@/i18n/LanguageContext';
import { DEBOUNCE_MS } from '@/theme/constants';
import { findActiveHeading } from './activeHeading';

/** Scroll-spy: recomputes the active heading at most once per debounce window. */
function useActiveHeading(entries: TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const measure = () => {
      const headings = entries.flatMap((entry) => {
        const element = document.getElementById(entry.id);
        return element ? [{ id: entry.id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(findActiveHeading(headings));
    };
    const onScroll = debounce(measure, DEBOUNCE_MS);
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.clear();
      window.removeEventListener('scroll', onScroll);
    };
  }, [entries]);
  return active;
}

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const t = useTranslate();
  const active = useActiveHeading(entries);
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
            <a href={`#${entry.id}`} aria-current={active === entry.id ? 'location' : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
