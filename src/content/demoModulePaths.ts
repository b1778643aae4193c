import { CODE_STYLINGS, type CodeStyling } from '@/preferences/codePreferences';
import type { DemoData, DemoVariant } from './demoTypes';

/** File name suffix of each styling variant: `Name.tsx` (system), `Name.tailwind.tsx`, `Name.css.tsx`. */
export const VARIANT_SUFFIX: Record<CodeStyling, string> = { system: '', tailwind: '.tailwind', css: '.css' };

/** The folder under content/pages of a guide page: `/x/react-charts/bars/` → `react-charts/bars`. */
export function pageContentFolder(pathname: string): string {
  return pathname.replace(/^\/x\//, '').replace(/\/$/, '');
}

/** A demo variant's module path under content/pages, without extension: `react-charts/bars/demos/BasicBars`. */
export function demoModulePath(pathname: string, name: string, styling: CodeStyling): string {
  return `${pageContentFolder(pathname)}/demos/${name}${VARIANT_SUFFIX[styling]}`;
}

/**
 * A page's demo as its route's module map gives it (scripts/generateDemoRoutes.ts lists every variant file of the
 * page's `demos/` folder): the page data need not repeat which variants exist. `system` is always named, so a map
 * that lacks it fails with demoModuleLoader's message rather than here.
 */
export function demoFromModules(modulePaths: ReadonlySet<string>, pathname: string, name: string): DemoData {
  const variants: Partial<Record<CodeStyling, DemoVariant>> = {};
  for (const styling of CODE_STYLINGS) {
    const modulePath = demoModulePath(pathname, name, styling);
    if (styling === 'system' || modulePaths.has(modulePath)) {
      variants[styling] = { modulePath };
    }
  }
  return { name, variants: variants as DemoData['variants'] };
}
