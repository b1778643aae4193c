import { useEffect } from 'react';

/** The height the page must give the runner's frame so that nothing in it scrolls: its content and any popup. */
export function contentHeight(body: HTMLElement): number {
  let bottom = body.getBoundingClientRect().bottom;
  for (const child of body.children) {
    bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  }
  return Math.ceil(bottom + window.scrollY);
}

/** Tells the page the content's height whenever it may have changed (a resize, a popup opening or closing). */
export function usePostedHeight(post: (height: number) => void) {
  useEffect(() => {
    let last = -1;
    const report = () => {
      const height = contentHeight(document.body);
      if (height !== last) {
        last = height;
        post(height);
      }
    };
    const resizes = new ResizeObserver(report);
    resizes.observe(document.body);
    const popups = new MutationObserver(report);
    popups.observe(document.body, { childList: true });
    report();
    return () => {
      resizes.disconnect();
      popups.disconnect();
    };
  }, [post]);
}
