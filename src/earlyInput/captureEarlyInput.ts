import { isMacPlatform } from '@/content/copyShortcut';
import { isSearchShortcutKey, isTypingTarget } from '@/search/searchShortcut';
import { earlyIntentFor, type EarlyEventFacts, type EarlyIntent, type SearchKeyRule } from './earlyIntent';
import type { EarlyRecord } from './planReplay';

/** The `window` property through which the app takes over what the inline script kept. */
export const EARLY_INPUT_KEY = '__docsEarlyInput';
/** The id of the stand-in search box the script shows until the real dialog opens. */
export const EARLY_SEARCH_ID = 'early-search';
/** Set on a pressed button until its press is replayed: its visible "pressed, wait" state. */
export const EARLY_PRESSED_ATTRIBUTE = 'data-early-pressed';

/** The rules the script applies, passed in as values so their source is embedded once, from these modules. */
export interface EarlyInputRules {
  intent: (facts: EarlyEventFacts, isSearchKey: SearchKeyRule) => EarlyIntent | null;
  searchKey: SearchKeyRule;
  typing: (target: EventTarget | null) => boolean;
  mac: (platform: string) => boolean;
}

/** What the inline script hands over: `release` stops capturing and returns the presses in order. */
export interface EarlyInputQueue {
  release: () => EarlyRecord<HTMLButtonElement>[];
}

/**
 * Keeps the presses a page gets before its scripts run: a click on a `type="button"` button, Ctrl/⌘+K and `/`.
 * Each is stopped before it reaches anything else, recorded, and answered at once: the button shows a pressed
 * state; search opens a plain stand-in box with its input focused, so typed text is kept. Runs as an inline script
 * from first paint (its source is embedded by getEarlyInputScript), so it refers to nothing outside itself: the
 * names above (EARLY_INPUT_KEY…) are spelled out in it, and captureEarlyInput.test.ts checks they agree.
 */
export function captureEarlyInput(
  win: Window & { __docsEarlyInput?: EarlyInputQueue; __docsBoot?: () => void },
  rules: EarlyInputRules,
) {
  const doc = win.document;
  const records: EarlyRecord<HTMLButtonElement>[] = [];
  const isMac = rules.mac(win.navigator.platform);
  const closeSearch = () => doc.getElementById('early-search')?.remove();
  const openSearch = () => {
    const existing = doc.querySelector<HTMLInputElement>('#early-search input');
    if (existing) {
      existing.focus();
      return;
    }
    const searchButton = doc.querySelector('.search-button');
    const label = doc.querySelector('.search-button-label')?.textContent || 'Search';
    const box = doc.createElement('div');
    box.id = 'early-search';
    box.className = 'early-search';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', label);
    const input = doc.createElement('input');
    input.type = 'search';
    input.setAttribute('aria-label', label);
    input.placeholder = searchButton?.getAttribute('data-placeholder') || label;
    box.append(input);
    // Escape or a click beside the box gives up on searching, as the real dialog does.
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        records.push({ intent: 'dismiss', target: null });
        closeSearch();
      }
    });
    box.addEventListener('click', (event) => {
      if (event.target === box) {
        records.push({ intent: 'dismiss', target: null });
        closeSearch();
      }
    });
    doc.body.append(box);
    input.focus();
  };
  const onInput = (event: Event) => {
    const keyboard = event as KeyboardEvent;
    const target = event.target as Element | null;
    // The settings drawer works without React: its presses are its own (src/settings/).
    const button =
      target && typeof target.closest === 'function'
        ? target.closest<HTMLButtonElement>('button:not(.settings-drawer *)')
        : null;
    const intent = rules.intent(
      {
        type: event.type,
        key: keyboard.key || '',
        ctrlKey: !!keyboard.ctrlKey,
        metaKey: !!keyboard.metaKey,
        altKey: !!keyboard.altKey,
        shiftKey: !!keyboard.shiftKey,
        isMac,
        typing: rules.typing(event.target),
        buttonType: button ? button.type : null,
        searchButton: !!button && button.classList.contains('search-button'),
        inAppBar: !!button && !!button.closest('.app-bar'),
      },
      rules.searchKey,
    );
    // A press the shell's own script already answered (the menu, Copy: src/shellControls) is not kept for replay.
    if (!intent || event.defaultPrevented) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    records.push({ intent, target: intent === 'search' ? null : button });
    // On a page whose scripts wait for a need (a text page), this press is one: start React now.
    if (typeof win.__docsBoot === 'function') {
      win.__docsBoot();
    }
    if (intent === 'search') {
      openSearch();
    } else if (button) {
      button.setAttribute('data-early-pressed', '');
      button.setAttribute('aria-busy', 'true');
    }
  };
  win.addEventListener('click', onInput, true);
  win.addEventListener('keydown', onInput, true);
  win.__docsEarlyInput = {
    release: () => {
      win.removeEventListener('click', onInput, true);
      win.removeEventListener('keydown', onInput, true);
      delete win.__docsEarlyInput;
      return records;
    },
  };
}

/** Source of the inline script that runs captureEarlyInput with the site's rules from first paint. */
export function getEarlyInputScript(): string {
  const rules = `{intent:${earlyIntentFor},searchKey:${isSearchShortcutKey},typing:${isTypingTarget},mac:${isMacPlatform}}`;
  return `(${captureEarlyInput})(window,${rules});`;
}
