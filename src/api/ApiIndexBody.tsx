import { useLanguage } from '@/i18n/LanguageContext';
import { localizePath } from '@/routing/pathnames';
import { MarkerBadges } from '@/shell/MarkerBadges';
import type { ApiIndexPageData } from './apiPageData';

/** A product's API overview below its header: a section per package, then the interfaces. Build time only. */
export function ApiIndexBody({ page }: { page: ApiIndexPageData }) {
  const language = useLanguage();
  return (
    <>
      {page.groups.map((group) => (
        <section key={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          <ul className="api-index-list">
            {group.links.map((link) => (
              <li key={link.pathname}>
                <a href={localizePath(link.pathname, language)}>{link.name}</a>
                {link.plan ? <MarkerBadges plan={link.plan} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
