import type { NavNode } from '@/navigation/types';

let treeRequest: Promise<NavNode[]> | null = null;

/**
 * The navigation tree in the browser, loaded once on demand (pages ship the navigation as HTML, not as data); a
 * failed load (offline, the chunk out of reach) is tried again next time.
 */
export function loadNavigationTree(): Promise<NavNode[]> {
  treeRequest ??= import('@content/navigation').then(
    (module) => module.navigation,
    (error: unknown) => {
      treeRequest = null;
      throw error;
    },
  );
  return treeRequest;
}
