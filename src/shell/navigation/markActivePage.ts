/**
 * Points the navigation at the current page after a client-side navigation: moves `aria-current` to its link and
 * opens the sections around it. Returns the link, or null when the page has none (the 404 page).
 */
export function markActivePage(root: HTMLElement, href: string): HTMLAnchorElement | null {
  for (const link of root.querySelectorAll('a[aria-current]')) {
    link.removeAttribute('aria-current');
  }
  const active =
    [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].find((link) => link.getAttribute('href') === href) ?? null;
  if (!active) {
    return null;
  }
  active.setAttribute('aria-current', 'page');
  for (let element = active.parentElement; element && element !== root; element = element.parentElement) {
    if (element instanceof HTMLDetailsElement) {
      element.open = true;
    }
  }
  return active;
}
