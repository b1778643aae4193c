import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { followClientSideLink, plainClickedLink } from '@/routing/isClientSideLink';
import { useLanguage, useTranslate } from '@/i18n/LanguageContext';
import type { NavNode } from '@/navigation/types';
import { localizePath } from '@/routing/pathnames';
import { StaticHtml } from '@/staticHtml/StaticHtml';
import { loadNavigationTree } from './navigation/loadNavigationTree';
import { markActivePage } from './navigation/markActivePage';
import { revealInPanel } from './navigation/revealInPanel';
import { NavigationList } from './navigation/NavigationList';
import { useLazyNavigationSections } from './navigation/useLazyNavigationSections';

interface NavDrawerProps {
  activePathname: string;
  /** The navigation list rendered at build time; absent on a page that has none (the 404 page). */
  navigationHtml: string | null | undefined;
  mobileOpen: boolean;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], summary, button';

/**
 * The navigation: a permanent column at lg and up, a panel over the page below (opened by the app bar's menu
 * button; Escape, the backdrop or following a link closes it, and Tab stays inside while it is open). Its list is
 * build-time HTML that never hydrates (styled by src/styles/content.css); a page without one renders the same
 * list in the browser from the navigation tree, loaded on demand.
 */
export function NavDrawer({ activePathname, navigationHtml, mobileOpen, onClose }: NavDrawerProps) {
  const t = useTranslate();
  const language = useLanguage();
  const router = useRouter();
  const panel = useRef<HTMLElement>(null);
  const [clientTree, setClientTree] = useState<NavNode[] | null>(null);
  const lazySections = useLazyNavigationSections(panel, activePathname);
  const { fillSectionsContaining } = lazySections;

  useEffect(() => {
    if (!panel.current?.querySelector('li')) {
      // Offline, the chunk may be out of reach: the page then simply has no navigation list.
      loadNavigationTree().then(setClientTree, () => undefined);
    }
  }, []);

  // The page whose link was last shown. The first page's sections are open as built, and a reader may close them
  // before or after hydration: only a client-side navigation opens sections and scrolls the panel again, never a
  // section filled or the tree loaded later.
  const shownPathname = useRef<string | null>(null);
  useEffect(() => {
    const root = panel.current;
    if (shownPathname.current === activePathname) {
      return;
    }
    const navigated = shownPathname.current !== null;
    const active = root && markActivePage(root, localizePath(activePathname, language), navigated);
    if (!root || !active) {
      // The page may sit in a section the build left closed and empty: once filled, this runs again.
      void fillSectionsContaining(activePathname);
      return;
    }
    shownPathname.current = activePathname;
    // Only where the navigation is on screen (a column at lg, or the open panel below).
    if (active.checkVisibility({ visibilityProperty: true })) {
      revealInPanel(root, active);
    }
  }, [activePathname, language, clientTree, lazySections.filledCount, fillSectionsContaining]);

  useEffect(() => {
    const root = panel.current;
    const onClick = (event: MouseEvent) => {
      const anchor = plainClickedLink(event);
      if (!anchor) {
        return;
      }
      followClientSideLink(anchor, event, router);
      onClose();
    };
    root?.addEventListener('click', onClick);
    return () => root?.removeEventListener('click', onClick);
  }, [router, onClose]);

  useEffect(() => {
    const root = panel.current;
    if (!mobileOpen || !root) {
      return undefined;
    }
    const opener = document.activeElement as HTMLElement | null;
    const focusable = () =>
      [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
    (root.querySelector<HTMLElement>('a[aria-current]') ?? focusable()[0])?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      } else if (event.key === 'Tab') {
        const elements = focusable();
        const edge = event.shiftKey ? elements[0] : elements[elements.length - 1];
        if (document.activeElement === edge || !root.contains(document.activeElement)) {
          event.preventDefault();
          (event.shiftKey ? elements[elements.length - 1] : elements[0])?.focus();
        }
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [mobileOpen, onClose]);

  return (
    <div className="nav-slot">
      <div className="nav-backdrop" hidden={!mobileOpen} onClick={onClose} />
      <aside className="nav-panel" data-open={mobileOpen || undefined} ref={panel}>
        <nav aria-label={t('mainNavigation')} className="nav-tree">
          {clientTree ? (
            <ul>
              <NavigationList nodes={clientTree} activePathname={activePathname} />
            </ul>
          ) : (
            <StaticHtml as="ul" html={navigationHtml} />
          )}
          {lazySections.portals}
        </nav>
      </aside>
    </div>
  );
}
