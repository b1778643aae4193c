import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { containsPathname, findSection } from '@/navigation/navigationTree';
import type { NavNode } from '@/navigation/types';
import { emptySections } from './emptySections';
import { loadNavigationTree } from './loadNavigationTree';
import { NavigationList } from './NavigationList';

interface FilledSection {
  element: HTMLDetailsElement;
  node: NavNode;
}

/**
 * Fills the navigation's closed sections with their links in the browser: when a reader opens one (or opened it
 * before hydration), and when a client-side navigation lands on a page inside one. The tree loads on the first of
 * these, or earlier when the pointer or focus enters the navigation.
 */
export function useLazyNavigationSections(panel: RefObject<HTMLElement | null>, activePathname: string) {
  const [filled, setFilled] = useState<FilledSection[]>([]);

  const fill = useCallback(
    async (wanted: (section: FilledSection) => boolean) => {
      const root = panel.current;
      if (!root || emptySections(root).length === 0) {
        return;
      }
      let tree: NavNode[];
      try {
        tree = await loadNavigationTree();
      } catch {
        return; // Offline with the chunk out of reach: the section stays as the page was built.
      }
      // Read again: the shell's script may have filled one while the tree loaded (fillNavigationSections).
      const additions = emptySections(root).flatMap((element) => {
        const node = findSection(tree, element.dataset.section ?? '');
        return node && wanted({ element, node }) ? [{ element, node }] : [];
      });
      if (additions.length > 0) {
        setFilled((current) => [
          ...current,
          ...additions.filter((addition) => !current.some((section) => section.element === addition.element)),
        ]);
      }
    },
    [panel],
  );

  useEffect(() => {
    const root = panel.current;
    if (!root) {
      return undefined;
    }
    const onToggle = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLDetailsElement && target.open) {
        void fill(({ element }) => element === target);
      }
    };
    const prefetch = () => {
      if (emptySections(root).length > 0) {
        loadNavigationTree().catch(() => undefined);
      }
    };
    // `toggle` does not bubble: it reaches the navigation only while capturing.
    root.addEventListener('toggle', onToggle, true);
    root.addEventListener('pointerover', prefetch, { once: true });
    root.addEventListener('focusin', prefetch, { once: true });
    if (emptySections(root).some((element) => element.open)) {
      void fill(({ element }) => element.open);
    }
    return () => {
      root.removeEventListener('toggle', onToggle, true);
      root.removeEventListener('pointerover', prefetch);
      root.removeEventListener('focusin', prefetch);
    };
  }, [panel, fill]);

  const fillSectionsContaining = useCallback(
    (pathname: string) => fill(({ node }) => containsPathname(node, pathname)),
    [fill],
  );

  const portals: ReactNode[] = filled.map(({ element, node }) =>
    createPortal(
      <ul>
        <NavigationList nodes={node.children ?? []} activePathname={activePathname} depth={1} />
      </ul>,
      element,
      node.pathname,
    ),
  );
  return { portals, filledCount: filled.length, fillSectionsContaining };
}
