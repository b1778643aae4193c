/** A name of the API as a page writes it in code: `minDate`, `apiRef.current.setPage` (not `DataGrid`, `true`). */
const API_NAME = /^[a-z_$][\w$]*(?:[A-Z.][\w$.]*)+$/;

/**
 * For each API name the pages mention, the section that explains it: the one that mentions it most, a heading that
 * names it counting three times more. That section is the name's home, ranked before the pages that merely use it
 * and before its API row. Sections are numbered in the order given (all pages of one language).
 */
export function identifierHomes(
  sections: { heading: string; text: string; codeSpans: string[] }[],
): Map<string, number> {
  const best = new Map<string, { section: number; score: number }>();
  sections.forEach(({ heading, text, codeSpans }, section) => {
    for (const name of codeSpans) {
      if (!API_NAME.test(name)) {
        continue;
      }
      const score = text.split(name).length - 1 + (heading.includes(name) ? 3 : 0);
      const current = best.get(name);
      if (!current || score > current.score) {
        best.set(name, { section, score });
      }
    }
  });
  return new Map([...best].map(([name, { section }]) => [name, section]));
}
