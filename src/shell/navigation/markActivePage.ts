/**
 * Points the navigation at the current page: moves `aria-current` to its link and, with `openSections` (after a
 * client-side navigation), opens the sections around it. Returns the link, or null when the page has none (the 404
 * page).
 */
export function markActivePage(root: HTMLElement, href: string, openSections: boolean): HTMLAnchorElement | null {
  for (const link of root.querySelectorAll('a[aria-current]')) {
    link.removeAttribute('aria-current');
  }
  const active =
    [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].find((link) => link.getAttribute('href') === href) ?? null;
  if (!active) {
    return null;
  }
  active.setAttribute('aria-current', 'page');
  if (openSections) {
    for (let element = active.parentElement; element && element !== root; element = element.parentElement) {
      if (element instanceof HTMLDetailsElement) {
        element.open = true;
      }
    }
  }
  return active;
}
