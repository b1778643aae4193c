import { findActiveHeading } from '@/shell/activeHeading';
import { DEBOUNCE_MS } from '@/theme/constants';

/**
 * Marks the table of contents' link of the heading being read (`aria-current="location"`), from the page's DOM: the
 * one implementation, run by the integrations module as the reader scrolls and by TableOfContents after each
 * navigation.
 */
export function markActiveTocLink(doc: Document, activeHeading = findActiveHeading) {
  const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]'));
  const headings: { id: string; top: number }[] = [];
  for (const link of links) {
    const id = decodeURIComponent(link.hash.slice(1));
    const element = doc.getElementById(id);
    if (element) {
      headings.push({ id, top: element.getBoundingClientRect().top });
    }
  }
  const active = activeHeading(headings);
  for (const link of links) {
    if (decodeURIComponent(link.hash.slice(1)) === active) {
      link.setAttribute('aria-current', 'location');
    } else {
      link.removeAttribute('aria-current');
    }
  }
}

/**
 * The table of contents' marker, with or without React: marks the heading being read, then again as the reader
 * scrolls (debounced). Started by the integrations module once the page has painted and loaded, so it never delays
 * the first paint, and kept out of the inline script every document carries.
 */
export function followTableOfContents(win: Window) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mark = () => markActiveTocLink(win.document);
  win.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(mark, DEBOUNCE_MS);
    },
    { passive: true },
  );
  // A page opened afresh without a hash is at its top, where the first entry is the one being read: marking it
  // needs no measuring, which would lay out the whole page (long on an API page) and so would reading `scrollY`.
  // Elsewhere (a #section link, a reload or a return that restores the scroll position) the headings are measured.
  const first = win.document.querySelector('.toc a[href^="#"]');
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as { type?: string } | undefined;
  const restoresScroll = navigation?.type === 'reload' || navigation?.type === 'back_forward';
  if (first && !restoresScroll && !win.location.hash) {
    first.setAttribute('aria-current', 'location');
  } else {
    win.requestAnimationFrame(mark);
  }
}
