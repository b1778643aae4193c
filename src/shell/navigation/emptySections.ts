/** A section of the navigation, whose links the build may have left out (see NavigationList). */
export const NAVIGATION_SECTION_SELECTOR = 'details[data-section]';

/**
 * Whether a navigation section is still without its links: a section filled since, by React or by the shell's script,
 * ends with its list.
 */
export function isEmptySection(section: HTMLDetailsElement): boolean {
  return section.lastElementChild?.tagName !== 'UL';
}

/** The navigation's sections the build left without their links (closed ones; see NavigationList), as they are now. */
export function emptySections(root: ParentNode): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>(NAVIGATION_SECTION_SELECTOR)].filter(isEmptySection);
}
