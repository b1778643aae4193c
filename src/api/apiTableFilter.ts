/** The URL parameter that holds an API page's filter, so a filtered table can be shared: `?filter=row`. */
export const API_FILTER_PARAM = 'filter';

/** Tables with at least this many rows get a filter box (DataGrid has over 350 props). */
export const API_FILTER_MIN_ROWS = 15;

/** The lower-case words of a filter; empty for a blank one. */
export function parseApiFilter(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether a row (its name, type and description as text) matches every word of the filter. */
export function matchesApiFilter(rowText: string, words: readonly string[]): boolean {
  const text = rowText.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The page URL with the filter set (or removed when blank), keeping the path, other parameters and the hash. */
export function withApiFilter(href: string, query: string): string {
  const url = new URL(href);
  if (query.trim()) {
    url.searchParams.set(API_FILTER_PARAM, query.trim());
  } else {
    url.searchParams.delete(API_FILTER_PARAM);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
