/**
 * What a control pressed before the page's scripts run asks for: open search, open an overlay of the app bar
 * (a menu or a drawer), or press a button of the page (a demo toolbar, "Copy page").
 */
export type EarlyIntent = 'search' | 'open' | 'press';

/** The facts about a click or key press that decide whether it is kept for replay. */
export interface EarlyEventFacts {
  type: string;
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isMac: boolean;
  /** Whether the key went to an element that takes typed text. */
  typing: boolean;
  /** The `type` of the `<button>` the click landed in; null outside a button. */
  buttonType: string | null;
  /** The button is the app bar's search button. */
  searchButton: boolean;
  /** The button is in the app bar, where every button opens a menu, a drawer or search. */
  inAppBar: boolean;
}

/** The search shortcut rule (`isSearchShortcutKey`), passed in so the inline script and the app share it. */
export type SearchKeyRule = (keys: Omit<EarlyEventFacts, 'buttonType' | 'searchButton' | 'inAppBar'>) => boolean;

/**
 * What to record: the intent of an event that would otherwise be lost before hydration, or null for one the browser
 * handles itself (links, `<details>`, form buttons, text fields) or nobody handles.
 * Self-contained (no imports): the inline capture script embeds its source.
 */
export function earlyIntentFor(facts: EarlyEventFacts, isSearchKey: SearchKeyRule): EarlyIntent | null {
  if (facts.type === 'click') {
    // Only type="button" does nothing natively; submit and reset buttons still work without scripts.
    if (facts.buttonType !== 'button') {
      return null;
    }
    if (facts.searchButton) {
      return 'search';
    }
    return facts.inAppBar ? 'open' : 'press';
  }
  return facts.type === 'keydown' && isSearchKey(facts) ? 'search' : null;
}
