import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { nextRovingIndex } from './nextRovingIndex';

/** Works as useLayoutEffect in the browser, without React's warning when the page is rendered on the server. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * A roving tabindex over the controls (matching `selector`, in document order) of a horizontal container: one of
 * them is the container's single Tab stop, and the arrow keys, Home and End move focus between them
 * (nextRovingIndex). The last control focused stays the Tab stop. Give each control `tabIndex={tabIndexOf(i)}`
 * with `i` its position, so the server-rendered markup already has one Tab stop before the page hydrates.
 */
export function useRovingFocus<Container extends HTMLElement>(selector: string) {
  const container = useRef<Container>(null);
  const [active, setActive] = useState(0);
  const items = () => [...(container.current?.querySelectorAll<HTMLElement>(selector) ?? [])];

  // A control that went away (another styling, fewer files) must not take the only Tab stop with it.
  useBrowserLayoutEffect(() => {
    if (active > 0 && active >= items().length) {
      setActive(0);
    }
  });

  return {
    container,
    active,
    tabIndexOf: (index: number) => (index === active ? 0 : -1),
    onKeyDown: (event: KeyboardEvent<Container>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
        return;
      }
      const list = items();
      const current = list.indexOf(event.target as HTMLElement);
      const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
      const next = current < 0 ? null : nextRovingIndex(event.key, current, list.length, direction);
      if (next !== null) {
        event.preventDefault();
        list[next]!.focus();
      }
    },
    onFocus: (event: FocusEvent<Container>) => {
      const index = items().indexOf(event.target as HTMLElement);
      if (index >= 0) {
        setActive(index);
      }
    },
  };
}
