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
