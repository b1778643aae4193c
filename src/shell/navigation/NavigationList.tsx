import { useLanguage } from '@/i18n/LanguageContext';
import { containsPathname, localizeText } from '@/navigation/navigationTree';
import type { NavNode } from '@/navigation/types';
import { localizePath } from '@/routing/pathnames';
import { MarkerBadges } from '../MarkerBadges';

interface NavigationItemsProps {
  nodes: NavNode[];
  activePathname: string;
  /** Closed sections get only their summary: the browser fills them when first opened. */
  omitClosedSections: boolean;
  /** Every section of this level (under its subheaders too) open, not only those around the current page. */
  openAll?: boolean;
}

function NavigationItems({ nodes, activePathname, omitClosedSections, openAll = false }: NavigationItemsProps) {
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
                <NavigationItems
                  nodes={node.children ?? []}
                  activePathname={activePathname}
                  omitClosedSections={omitClosedSections}
                  openAll={openAll}
                />
              </ul>
            </li>
          );
        }
        if (node.children) {
          const open = openAll || containsPathname(node, activePathname);
          return (
            <li key={node.pathname}>
              <details open={open} data-section={node.pathname}>
                <summary>
                  {title}
                  <MarkerBadges {...node} />
                </summary>
                {open || !omitClosedSections ? (
                  <ul>
                    <NavigationItems
                      nodes={node.children}
                      activePathname={activePathname}
                      omitClosedSections={omitClosedSections}
                    />
                  </ul>
                ) : null}
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

interface NavigationListProps {
  nodes: NavNode[];
  activePathname: string;
  /** 1 for the contents of a section (filled in the browser): its sections then start closed. */
  depth?: number;
  /** Leave the links of closed sections out (the build-time HTML); the browser adds them on first open. */
  omitClosedSections?: boolean;
}

/**
 * The navigation tree as plain markup: sections are native disclosures (`details`, with `data-section` naming
 * their entry), open around the current page, and all open at the top level on a page outside the tree (the 404
 * page); pages are links, the current one with `aria-current`. The other products' sections start closed: on a
 * phone their links were about a third of a text page's elements, styled in its first frame and again at each
 * opening of the panel (decision 0033). Rendered at build time into every page's HTML (never hydrated) and, when a page has
 * none or a closed section is opened, in the browser from the same component.
 */
export function NavigationList({ nodes, activePathname, depth = 0, omitClosedSections = false }: NavigationListProps) {
  return (
    <NavigationItems
      nodes={nodes}
      activePathname={activePathname}
      omitClosedSections={omitClosedSections}
      openAll={depth === 0 && !nodes.some((node) => containsPathname(node, activePathname))}
    />
  );
}
