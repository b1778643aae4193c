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
 * The table of contents' marker, with or without React: marks the heading being read now and again as the reader
 * scrolls (debounced). Started by the integrations module once the page has painted and loaded, so its measuring
 * never delays the first paint, and kept out of the inline script every document carries.
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
  win.requestAnimationFrame(mark);
}
