import { useEffect } from 'react';
import { EARLY_INPUT_KEY, EARLY_PRESSED_ATTRIBUTE, EARLY_SEARCH_ID, type EarlyInputQueue } from './captureEarlyInput';
import { planReplay } from './planReplay';

/**
 * Replays, once the app has hydrated, the presses the inline script kept since first paint (captureEarlyInput):
 * it stops capturing, clears the pressed states and clicks the controls again, now that their handlers exist.
 * Search is replayed through the search button; its dialog takes over the stand-in box's text (takeEarlySearchText).
 */
export function useEarlyInputReplay() {
  useEffect(() => {
    const queue = (window as Window & { [EARLY_INPUT_KEY]?: EarlyInputQueue })[EARLY_INPUT_KEY];
    if (!queue) {
      return;
    }
    const plan = planReplay(queue.release());
    for (const button of document.querySelectorAll(`[${EARLY_PRESSED_ATTRIBUTE}]`)) {
      button.removeAttribute(EARLY_PRESSED_ATTRIBUTE);
      button.removeAttribute('aria-busy');
    }
    if (!plan.some((record) => record.intent === 'search')) {
      document.getElementById(EARLY_SEARCH_ID)?.remove();
    }
    for (const record of plan) {
      const target =
        record.intent === 'search' ? document.querySelector<HTMLButtonElement>('.search-button') : record.target;
      // A button React replaced while hydrating is no longer the one on screen: its press has nowhere to go.
      if (target?.isConnected) {
        target.click();
      }
    }
  }, []);
}
