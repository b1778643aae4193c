import type { ComponentType } from 'react';

/**
 * Loads one demo's module. The template path makes webpack emit every demo as its own chunk, fetched only
 * when a page renders that demo; the map of chunk names it adds to the page is a few bytes per demo.
 * The magic comment names each chunk after its file (see `demoChunkName`), so the chunks a page downloads say which
 * demos they are.
 */
export function loadDemoModule(modulePath: string): Promise<{ default: ComponentType }> {
  return import(/* webpackChunkName: "demo-[request]" */ `../../../content/pages/${modulePath}.tsx`);
}
