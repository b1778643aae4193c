/** A link the site's router can follow without a page load: a same-site absolute path opened in this tab, not a file. */
export function isClientSideLink(anchor: Pick<HTMLAnchorElement, 'getAttribute' | 'hasAttribute'>): boolean {
  const href = anchor.getAttribute('href') ?? '';
  return (
    href.startsWith('/') &&
    !href.startsWith('//') &&
    !anchor.getAttribute('target') &&
    !anchor.hasAttribute('download') &&
    !/\.[a-z]+$/i.test(href.split(/[?#]/)[0]!)
  );
}

/**
 * The link a click lands on when it is a plain click (primary button, no modifier, not already handled): the clicks a
 * page may take over. Others (a new tab, a download…) are the browser's.
 */
export function plainClickedLink(
  event: Pick<MouseEvent, 'target' | 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  return (event.target as Element | null)?.closest('a') ?? null;
}

/**
 * Follows a plainly clicked link with the router when it is client-side (no page load); returns whether it did.
 * The one rule for links outside React's own (the static content, the navigation, the first load's plain links).
 */
export function followClientSideLink(
  anchor: HTMLAnchorElement,
  event: Pick<Event, 'preventDefault'>,
  router: { push: (href: string) => Promise<boolean> },
): boolean {
  if (!isClientSideLink(anchor)) {
    return false;
  }
  event.preventDefault();
  void router.push(anchor.getAttribute('href')!);
  return true;
}
