import * as z from '@/validation/zodMini';

/** How many recent searches are kept. */
export const RECENT_SEARCHES_LIMIT = 5;

/** localStorage key of the recent searches. */
export const RECENT_SEARCHES_KEY = 'mui-x-docs-recent-searches';

/** A result the reader opened: enough to show and follow it again. */
export interface RecentSearch {
  title: string;
  heading: string;
  href: string;
}

const recentSearchSchema = z.object({
  title: z.string().check(z.maxLength(200)),
  heading: z.string().check(z.maxLength(200)),
  // Only a path of this site: stored text must never become a link elsewhere.
  href: z.string().check(z.regex(/^\/(?:[a-z]{2}\/)?x\/[^\s]*$/), z.maxLength(500)),
});

/** The stored recent searches; anything that is not a list of valid entries is ignored, entry by entry. */
export function parseRecentSearches(stored: string | null): RecentSearch[] {
  if (!stored) {
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) {
    return [];
  }
  return value
    .flatMap((item) => {
      const parsed = recentSearchSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, RECENT_SEARCHES_LIMIT);
}

/** The list with an opened result first, without duplicates, capped. */
export function addRecentSearch(recent: RecentSearch[], opened: RecentSearch): RecentSearch[] {
  return [opened, ...recent.filter((item) => item.href !== opened.href)].slice(0, RECENT_SEARCHES_LIMIT);
}
