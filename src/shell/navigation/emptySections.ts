/**
 * The navigation's sections the build left without their links (closed ones; see NavigationList), as they are now:
 * a section filled since, by React or by the shell's script, ends with its list.
 */
export function emptySections(root: ParentNode): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>('details[data-section]')].filter(
    (element) => element.lastElementChild?.tagName !== 'UL',
  );
}
