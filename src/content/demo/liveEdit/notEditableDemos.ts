/**
 * Demos a reader cannot edit on the page, by module path under content/pages (`<page>/demos/<Name>`): one that needs
 * the whole page or the site's own modules, which the runner's frame does not give it. Their code view stays
 * read-only and says so. notEditableDemos.test.ts checks that every entry names a demo.
 */
export const NOT_EDITABLE_DEMOS: readonly string[] = [];

/**
 * Whether a demo's variant can be edited live: not listed above, and without companion files (a CSS module), which
 * the runner cannot load.
 */
export function isLiveEditable(modulePath: string, companionFileCount: number): boolean {
  return companionFileCount === 0 && !NOT_EDITABLE_DEMOS.includes(modulePath);
}
