// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_INPUT_KEY,
  EARLY_PRESSED_ATTRIBUTE,
  EARLY_SEARCH_ID,
  getEarlyInputScript,
  type EarlyInputQueue,
} from './captureEarlyInput';
import { takeEarlySearchText } from './takeEarlySearchText';
import { useEarlyInputReplay } from './useEarlyInputReplay';

const queue = () => (window as Window & { [EARLY_INPUT_KEY]?: EarlyInputQueue })[EARLY_INPUT_KEY];

/** A page as the build renders it: an app bar with search and settings, a demo toolbar, a link. */
function renderPage() {
  document.body.innerHTML = `
    <header class="app-bar">
      <button type="button" class="search-button" data-placeholder="Search the docs…">
        <span class="search-button-label">Search</span><kbd>Ctrl K</kbd>
      </button>
      <button type="button" aria-label="Open settings">S</button>
    </header>
    <main>
      <div role="toolbar"><button type="button">Show code</button></div>
      <a href="#elsewhere">elsewhere</a>
      <input aria-label="field" />
    </main>`;
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.includes(name) || candidate.getAttribute('aria-label') === name,
    )!;
  return { search: button('Search'), settings: button('Open settings'), showCode: button('Show code') };
}

const keyDown = (target: EventTarget, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

beforeEach(() => {
  // The script as the build embeds it in every page's <head>.
  new Function(getEarlyInputScript())();
});

afterEach(() => {
  queue()?.release();
  document.body.innerHTML = '';
});

describe('the early input script', () => {
  it('keeps a click on a button from everything else, shows it pressed and records it', () => {
    const { showCode } = renderPage();
    const seenByPage = vi.fn();
    document.addEventListener('click', seenByPage);
    showCode.click();
    expect(seenByPage).not.toHaveBeenCalled();
    expect(showCode.hasAttribute(EARLY_PRESSED_ATTRIBUTE)).toBe(true);
    expect(showCode.getAttribute('aria-busy')).toBe('true');
    expect(queue()!.release()).toEqual([{ intent: 'press', target: showCode }]);
    document.removeEventListener('click', seenByPage);
  });

  it('leaves a press another script answered first (default prevented), which the page still sees', () => {
    const { showCode } = renderPage();
    const answer = (event: Event) => event.preventDefault();
    // Registered on the window before the early-input script, as the shell's script is in the page's head.
    queue()?.release();
    window.addEventListener('click', answer, true);
    new Function(getEarlyInputScript())();
    const seenByPage = vi.fn();
    document.addEventListener('click', seenByPage);
    showCode.click();
    expect(seenByPage).toHaveBeenCalledTimes(1);
    expect(showCode.hasAttribute(EARLY_PRESSED_ATTRIBUTE)).toBe(false);
    expect(queue()!.release()).toEqual([]);
    window.removeEventListener('click', answer, true);
    document.removeEventListener('click', seenByPage);
  });

  it('leaves the settings drawer’s presses to the drawer, which works without React', () => {
    renderPage();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<dialog class="settings-drawer" open><button type="button">Dark</button></dialog>',
    );
    const dark = document.querySelector<HTMLButtonElement>('.settings-drawer button')!;
    const seenByDrawer = vi.fn();
    dark.addEventListener('click', seenByDrawer);
    dark.click();
    expect(seenByDrawer).toHaveBeenCalledTimes(1);
    expect(dark.hasAttribute(EARLY_PRESSED_ATTRIBUTE)).toBe(false);
    expect(queue()!.release()).toEqual([]);
  });

  it('leaves links alone', () => {
    renderPage();
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    // jsdom does not navigate to a hash; what matters is that nothing stopped the link.
    expect(event.defaultPrevented).toBe(false);
    expect(queue()!.release()).toEqual([]);
  });

  it('opens a stand-in search box on Ctrl+K, focused, labelled like the search button, keeping typed text', () => {
    renderPage();
    keyDown(document.body, { key: 'k', ctrlKey: true });
    const box = document.getElementById(EARLY_SEARCH_ID)!;
    const input = box.querySelector('input')!;
    expect(box.getAttribute('role')).toBe('dialog');
    expect(input.getAttribute('aria-label')).toBe('Search');
    expect(input.placeholder).toBe('Search the docs…');
    expect(document.activeElement).toBe(input);
    input.value = 'filter/';
    // `/` typed into the box is text, not the shortcut again.
    expect(keyDown(input, { key: '/' })).toBe(true);
    expect(queue()!.release()).toEqual([{ intent: 'search', target: null }]);
    expect(takeEarlySearchText()).toBe('filter/');
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
  });

  it('opens the box from the search button and from /, but not for / typed in a field', () => {
    const { search } = renderPage();
    keyDown(document.querySelector('input')!, { key: '/' });
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
    search.click();
    expect(document.getElementById(EARLY_SEARCH_ID)).not.toBeNull();
  });

  it('closes the box on Escape and forgets the search', () => {
    renderPage();
    keyDown(document.body, { key: '/' });
    keyDown(document.querySelector(`#${EARLY_SEARCH_ID} input`)!, { key: 'Escape' });
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
    expect(
      queue()!
        .release()
        .map((record) => record.intent),
    ).toEqual(['search', 'dismiss']);
  });

  it('stops capturing once released', () => {
    const { showCode } = renderPage();
    queue()!.release();
    const seenByPage = vi.fn();
    document.addEventListener('click', seenByPage);
    showCode.click();
    expect(seenByPage).toHaveBeenCalledTimes(1);
    expect(showCode.hasAttribute(EARLY_PRESSED_ATTRIBUTE)).toBe(false);
    document.removeEventListener('click', seenByPage);
  });
});

describe('useEarlyInputReplay', () => {
  it('replays the page presses and the last overlay once the app has hydrated, clearing the pressed states', () => {
    const { search, settings, showCode } = renderPage();
    settings.click();
    showCode.click();
    search.click();
    const clicked: string[] = [];
    document.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).textContent!.trim()));
    renderHook(() => useEarlyInputReplay());
    expect(clicked).toEqual(['Show code', 'SearchCtrl K']);
    expect(document.querySelector(`[${EARLY_PRESSED_ATTRIBUTE}]`)).toBeNull();
    expect(showCode.hasAttribute('aria-busy')).toBe(false);
    expect(queue()).toBeUndefined();
  });

  it('removes the stand-in box when the reader asked for another overlay after search', () => {
    const { settings } = renderPage();
    keyDown(document.body, { key: 'k', ctrlKey: true });
    // The box covers the page; a press that reaches settings comes from the keyboard.
    settings.click();
    renderHook(() => useEarlyInputReplay());
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
  });
});
