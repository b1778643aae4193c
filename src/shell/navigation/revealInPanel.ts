/**
 * Scrolls `panel` (the element's scroll container) just enough to show `element`, like
 * `scrollIntoView({ block: 'nearest' })` but without it: Chromium moves the sequential focus
 * starting point to an element scrolled into view, which made the first Tab skip the skip link.
 */
export function revealInPanel(panel: HTMLElement, element: HTMLElement): void {
  const frame = panel.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const top = frame.top + panel.clientTop + (Number.parseFloat(getComputedStyle(panel).paddingTop) || 0);
  const bottom = frame.top + panel.clientTop + panel.clientHeight;
  if (box.top < top) {
    panel.scrollTop -= top - box.top;
  } else if (box.bottom > bottom) {
    panel.scrollTop += Math.min(box.bottom - bottom, box.top - top);
  }
}
