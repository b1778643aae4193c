/** A name of the API as a page writes it in code: `minDate`, `apiRef.current.setPage` (not `DataGrid`, `true`). */
const API_NAME = /^[a-z_$][\w$]*(?:[A-Z.][\w$.]*)+$/;

/** Extra weight of a heading that names an API name, and of a section whose prose begins with it. */
const HEADING_WEIGHT = 3;
const OPENING_WEIGHT = 2;
/** Weight of each mention elsewhere on the same page: a page about a name comes back to it. */
const PAGE_WEIGHT = 0.5;

/** A name as a whole word: `minDate` is not found inside `minDateTime`. */
function wholeName(name: string, flags = 'g', before = '(?<![\\w$])'): RegExp {
  return new RegExp(`${before}${name.replace(/[.$]/g, '\\$&')}(?![\\w$])`, flags);
}

const occurrences = (text: string, name: string) => text.match(wholeName(name))?.length ?? 0;
const opensWith = (text: string, name: string) => wholeName(name, '', '^').test(text);

/**
 * For each API name the pages mention, the section that explains it: the one that mentions it most, a heading that
 * names it counting three more and prose that opens with it two more (`shouldDisableDate(day) returns…` explains it;
 * a list of props mentions each in passing). That section is the name's home, ranked before the pages that merely
 * use it and before its API row. A name has one home per scope (a product's pages: the grid's `localeText` and the
 * pickers' are two props). Returns each home section, numbered in the order given, with the names it is home to.
 */
export function identifierHomes(
  sections: { page: string; scope: string; heading: string; text: string; codeSpans: string[] }[],
): Map<number, string[]> {
  const pageMentions = new Map<string, number>();
  for (const { page, text, codeSpans } of sections) {
    for (const name of codeSpans.filter((span) => API_NAME.test(span))) {
      const key = `${page} ${name}`;
      pageMentions.set(key, (pageMentions.get(key) ?? 0) + occurrences(text, name));
    }
  }
  const best = new Map<string, { name: string; section: number; score: number }>();
  sections.forEach(({ page, scope, heading, text, codeSpans }, section) => {
    for (const name of codeSpans) {
      if (!API_NAME.test(name)) {
        continue;
      }
      const score =
        occurrences(text, name) +
        (occurrences(heading, name) > 0 ? HEADING_WEIGHT : 0) +
        (opensWith(text, name) ? OPENING_WEIGHT : 0) +
        PAGE_WEIGHT * ((pageMentions.get(`${page} ${name}`) ?? 0) - occurrences(text, name));
      const key = `${scope} ${name}`;
      const current = best.get(key);
      if (!current || score > current.score) {
        best.set(key, { name, section, score });
      }
    }
  });
  const homes = new Map<number, string[]>();
  for (const { name, section } of best.values()) {
    homes.set(section, [...(homes.get(section) ?? []), name]);
  }
  return homes;
}
