import type { ComponentType } from 'react';

/**
 * Loads one demo's module. The template path makes webpack emit every demo as its own chunk, fetched only
 * when a page renders that demo; the map of chunk names it adds to the page is a few bytes per demo.
 */
export function loadDemoModule(modulePath: string): Promise<{ default: ComponentType }> {
  return import(`../../../content/pages/${modulePath}.tsx`);
}
