import { useEffect } from 'react';
import { findClickEvent } from './findClickEvent';
import { sendEvent } from './gtag';
import { readSamplingOverride } from './isSampled';

/** Sends the event of every click on an element marked with `data-ga-event-category` (or inside one). */
export function useClickEvents(): void {
  useEffect(() => {
    function handleClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const found = findClickEvent(target, Math.random, readSamplingOverride());
      if (found) {
        sendEvent(found.category, found.params);
      }
    }
    // Capture phase: a component that stops the click's propagation must not hide it from analytics.
    document.addEventListener('click', handleClick, true);
    return () => document.removeEventListener('click', handleClick, true);
  }, []);
}
