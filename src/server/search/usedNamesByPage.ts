import { getGuideApiUses } from '@/server/api/guideApiUsage';

/**
 * The documented components and interfaces each page's demos and code use, by path: the relation the API pages list
 * as "Used in" (`getGuideApiUses`), so that `ChartsReferenceLine` finds the Axis page, whose demos use it.
 */
export function usedNamesByPage(pathnames: readonly string[]): Map<string, string> {
  return new Map(
    pathnames.map((pathname) => [
      pathname,
      getGuideApiUses(pathname)
        .map((use) => use.entry.name)
        .join(' '),
    ]),
  );
}
