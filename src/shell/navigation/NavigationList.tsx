import { useLanguage } from '@/i18n/LanguageContext';
import { containsPathname, localizeText } from '@/navigation/navigationTree';
import type { NavNode } from '@/navigation/types';
import { localizePath } from '@/routing/pathnames';
import { MarkerBadges } from '../MarkerBadges';

interface NavigationItemsProps {
  nodes: NavNode[];
  activePathname: string;
  depth: number;
}

function NavigationItems({ nodes, activePathname, depth }: NavigationItemsProps) {
  const language = useLanguage();
  return (
    <>
      {nodes.map((node) => {
        const title = localizeText(node.title ?? node.subheader ?? node.pathname, language);
        if (node.subheader) {
          return (
            <li key={node.pathname}>
              <span className="nav-subheader">{title}</span>
              <ul>
                <NavigationItems nodes={node.children ?? []} activePathname={activePathname} depth={depth} />
              </ul>
            </li>
          );
        }
        if (node.children) {
          return (
            <li key={node.pathname}>
              <details open={depth === 0 || containsPathname(node, activePathname)}>
                <summary>
                  {title}
                  <MarkerBadges {...node} />
                </summary>
                <ul>
                  <NavigationItems nodes={node.children} activePathname={activePathname} depth={depth + 1} />
                </ul>
              </details>
            </li>
          );
        }
        return (
          <li key={node.pathname}>
            <a
              href={localizePath(node.pathname, language)}
              aria-current={node.pathname === activePathname ? 'page' : undefined}
            >
              {title}
              <MarkerBadges {...node} />
            </a>
          </li>
        );
      })}
    </>
  );
}

/**
 * The navigation tree as plain markup: sections are native disclosures (`details`), open at the top level and
 * around the current page; pages are links, the current one with `aria-current`. Rendered at build time into every
 * page's HTML (never hydrated) and, when a page has none, in the browser from the same component.
 */
export function NavigationList({ nodes, activePathname }: { nodes: NavNode[]; activePathname: string }) {
  return <NavigationItems nodes={nodes} activePathname={activePathname} depth={0} />;
}
