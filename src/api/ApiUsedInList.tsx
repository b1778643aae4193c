import { useTranslate } from '@/i18n/LanguageContext';
import type { ApiGuideLink } from './apiPageData';

/** The guide pages that use an export, each followed by a link to the demo that imports it. Build time only. */
export function ApiUsedInList({ pages }: { pages: ApiGuideLink[] }) {
  const t = useTranslate();
  return (
    <ul className="api-used-in">
      {pages.map((page) => (
        <li key={page.href}>
          <a href={page.href}>{page.title}</a>
          {page.demo ? (
            <>
              {' · '}
              <a href={page.demo.href}>{t('api.usedInDemo', { demo: page.demo.name })}</a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
