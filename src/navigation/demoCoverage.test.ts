import { describe, expect, it } from 'vitest';
import { navigation } from '@content/navigation';
import referenceDemoCounts from '@content/navigation/referenceDemoCounts.json';
import { countDemoSlots, listContentPathnames } from '@/server/content/contentFiles';
import { flattenPages } from './navigationTree';

/**
 * Every guide page shows at least as many demos as the real 7.21.0 page shows
 * (content/navigation/referenceDemoCounts.json: demo embeds per page of the 7.21.0 documentation).
 */
describe('demo coverage against the 7.21.0 documentation', () => {
  const counts = referenceDemoCounts as Record<string, number>;
  const written = new Set(listContentPathnames());
  const pages = flattenPages(navigation).filter((page) => written.has(page.pathname) && page.pathname in counts);

  it('compares a meaningful number of pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(50);
  });

  it('every page shows at least as many demos as the real page', () => {
    const short = pages
      .map((page) => ({
        page: page.pathname,
        demos: countDemoSlots(page.pathname),
        needed: counts[page.pathname] ?? 0,
      }))
      .filter(({ demos, needed }) => demos < needed);
    expect(short).toEqual([]);
  });
});
