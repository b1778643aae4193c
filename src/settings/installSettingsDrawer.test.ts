// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/translations/en.json';
import { readPaletteColors } from '@/theme/paletteColors';
import { installSettingsDrawer } from './installSettingsDrawer';
import { onSettingsChange } from './settingsChange';
import type { SettingsChange } from './settingsState';
import { pickSettingsStrings } from './settingsStrings';

type SettingsWindow = Window & { __docsSettings?: () => void; __docsSettingsWanted?: boolean };
const win = window as SettingsWindow;
const strings = pickSettingsStrings((key) => en[key]);

const drawer = () => document.querySelector<HTMLDialogElement>('dialog.settings-drawer');
const button = (name: string) =>
  [...drawer()!.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  )!;
const pressed = (group: string) =>
  [...drawer()!.querySelectorAll(`button[data-ga-event-action="${group}"][aria-pressed="true"]`)].map(
    (candidate) => candidate.textContent,
  );
const status = () => drawer()!.querySelector('output')!.textContent;

beforeAll(() => {
  // jsdom's <dialog> has neither method: these do what the browser's do for a non-modal dialog.
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (this.open) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    }
  };
  window.matchMedia = vi.fn(() => ({ matches: false, addEventListener: () => undefined })) as never;
});

afterEach(() => {
  drawer()?.remove();
  document.querySelector('.settings-backdrop')?.remove();
  delete win.__docsSettings;
  delete win.__docsSettingsWanted;
  localStorage.clear();
  document.cookie = 'paletteColors=; max-age=0; path=/';
  document.cookie = 'codeVariant=; max-age=0; path=/';
  document.cookie = 'codeStyling=; max-age=0; path=/';
  document.documentElement.removeAttribute('style');
});

const install = () => installSettingsDrawer(win, strings, () => Promise.resolve({ readPaletteColors }));

/** Runs `test` with animation frames and timers driven by hand, and no idle callbacks (the timer stands in). */
function withFramesByHand(test: (frames: FrameRequestCallback[]) => void) {
  const frames: FrameRequestCallback[] = [];
  const realFrame = window.requestAnimationFrame;
  window.requestAnimationFrame = (callback) => frames.push(callback);
  const idle = win.requestIdleCallback;
  delete (win as { requestIdleCallback?: unknown }).requestIdleCallback;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    test(frames);
  } finally {
    vi.useRealTimers();
    window.requestAnimationFrame = realFrame;
    if (idle) {
      win.requestIdleCallback = idle;
    }
  }
}

describe('installSettingsDrawer', () => {
  it('opens a press kept before it ran, and clears the pending look of the button', () => {
    document.body.innerHTML =
      '<button class="app-bar-settings" data-early-pressed aria-busy="true" aria-label="Open settings"></button>';
    win.__docsSettingsWanted = true;
    install();
    expect(drawer()!.open).toBe(true);
    expect(win.__docsSettingsWanted).toBeUndefined();
    const settings = document.querySelector('.app-bar-settings')!;
    expect(settings.hasAttribute('data-early-pressed') || settings.hasAttribute('aria-busy')).toBe(false);
    // Installs once: a second copy (React's, under `next dev`) leaves the first in place.
    const first = win.__docsSettings;
    install();
    expect(win.__docsSettings).toBe(first);
  });

  it('puts the closed drawer in the page once idle, ahead of a first press', async () => {
    install();
    expect(drawer()).toBeNull();
    await vi.waitFor(() => expect(drawer()).not.toBeNull());
    expect(drawer()!.open).toBe(false);
    win.__docsSettings!();
    expect(document.querySelectorAll('dialog.settings-drawer')).toHaveLength(1);
    expect(drawer()!.open).toBe(true);
  });

  it('puts the closed drawer in a part per frame, and a press before the last part opens it whole', () => {
    // Each part waits for an animation frame, then a task.
    withFramesByHand((frames) => {
      const nextFrame = () => {
        frames.shift()!(0);
        vi.advanceTimersByTime(1);
      };
      const parts = () => [...drawer()!.querySelector('.settings-drawer-body')!.children].map((part) => part.className);
      install();
      expect(drawer()).toBeNull();
      vi.advanceTimersByTime(1);
      expect(drawer()!.open).toBe(false);
      expect(parts()).toEqual([]);
      nextFrame();
      expect(parts()).toEqual(['settings-group']);
      nextFrame();
      expect(parts()).toEqual(['settings-group', 'settings-group']);
      win.__docsSettings!();
      const whole = parts();
      expect(whole.slice(0, 4)).toEqual(['settings-group', 'settings-group', 'settings-group', 'settings-group']);
      expect(whole.at(-1)).toBe('settings-reset');
      expect(drawer()!.querySelectorAll('button[aria-pressed]')).toHaveLength(10);
      // The frame still to come finds nothing left to put in: the order stays as shown.
      while (frames.length) {
        nextFrame();
      }
      expect(parts()).toEqual(whole);
    });
  });

  it('drops the idle build once a press has opened the drawer: no frame is requested after it', () => {
    withFramesByHand((frames) => {
      install();
      win.__docsSettings!();
      // Taken out of the page (as this file's cleanup does), the drawer must not come back a part per frame.
      drawer()!.remove();
      vi.advanceTimersByTime(100);
      expect(frames).toEqual([]);
      expect(drawer()).toBeNull();
    });
  });

  it('behaves as a modal dialog: focus inside, Tab kept inside, Escape and the backdrop close it, focus back', () => {
    document.body.innerHTML = '<button class="app-bar-settings" aria-label="Open settings"></button>';
    const opener = document.querySelector<HTMLButtonElement>('.app-bar-settings')!;
    install();
    opener.focus();
    win.__docsSettings!();
    expect(drawer()!.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(button('Close settings'));
    expect(document.body.style.overflow).toBe('hidden');
    const tab = (shiftKey: boolean) =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
      );
    tab(true);
    expect(document.activeElement).toBe(button('Reset to defaults'));
    tab(false);
    expect(document.activeElement).toBe(button('Close settings'));
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(drawer()!.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    const backdrop = document.querySelector<HTMLElement>('.settings-backdrop')!;
    expect(backdrop.hidden).toBe(true);
    win.__docsSettings!();
    expect(backdrop.hidden).toBe(false);
    backdrop.click();
    expect(drawer()!.open).toBe(false);
    expect(backdrop.hidden).toBe(true);
    backdrop.remove();
  });

  it('shows the stored preferences as pressed buttons, the switch and the spacing, read afresh at each opening', () => {
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-spacing', '4');
    document.cookie = 'codeVariant=JS; path=/';
    install();
    win.__docsSettings!();
    expect(drawer()!.getAttribute('aria-labelledby')).toBe(drawer()!.querySelector('h2')!.id);
    expect(drawer()!.querySelector('h2')!.textContent).toBe('Settings');
    expect(pressed('mode')).toEqual(['Dark']);
    expect(pressed('direction')).toEqual(['Left to right']);
    expect(pressed('code-language')).toEqual(['JS']);
    expect(pressed('code-style')).toEqual(['System']);
    expect(status()).toBe('4 px');
    expect(button('Decrease spacing').disabled).toBe(true);
    button('Close settings').click();
    expect(drawer()!.open).toBe(false);

    document.cookie = 'codeVariant=TS; path=/';
    win.__docsSettings!();
    expect(pressed('code-language')).toEqual(['TS']);
  });

  it('stores, paints and announces each change, and shows it', () => {
    install();
    win.__docsSettings!();
    const changes: SettingsChange[] = [];
    const stop = onSettingsChange(window, (change) => changes.push(change));
    button('Dark').click();
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(pressed('mode')).toEqual(['Dark']);
    button('Tailwind').click();
    expect(document.cookie).toContain('codeStyling=tailwind');
    const dense = drawer()!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    dense.click();
    expect(document.documentElement.style.getPropertyValue('--mui-spacing')).toBe('6px');
    button('Increase spacing').click();
    expect(status()).toBe('9 px');
    const note = drawer()!.querySelector<HTMLElement>('.settings-note')!;
    expect([note.hidden, note.textContent]).toEqual([false, 'Dense layout, at most 6 px']);
    expect(changes).toEqual([
      { theme: { paletteMode: 'dark' } },
      { theme: {}, codeStyling: 'tailwind' },
      { theme: { dense: true } },
      { theme: { spacing: 9 } },
    ]);
    button('Reset to defaults').click();
    expect(changes.at(-1)).toEqual({
      theme: { paletteMode: 'system', dense: false, spacing: 8, paletteColors: null },
      codeStyling: 'system',
    });
    expect(document.documentElement.style.getPropertyValue('--mui-spacing')).toBe('');
    expect(pressed('mode')).toEqual(['System']);
    expect(dense.checked).toBe(false);
    stop();
  });

  it('lists custom colours from the cookie once parsed, and their reset removes the cookie for good', async () => {
    document.cookie = `paletteColors=${encodeURIComponent('{"primary":"#ff5722","secondary":"rgb(0, 150, 136)"}')}; path=/`;
    install();
    win.__docsSettings!();
    await vi.waitFor(() => expect(drawer()!.textContent).toContain('Custom colours'));
    const colours = [...drawer()!.querySelectorAll('.settings-color')].map((line) => line.textContent);
    expect(colours).toEqual(['Primary: #ff5722', 'Secondary: rgb(0, 150, 136)']);
    const changes: SettingsChange[] = [];
    const stop = onSettingsChange(window, (change) => changes.push(change));
    button('Reset colours').click();
    expect(document.cookie).not.toContain('paletteColors');
    expect(changes).toEqual([{ theme: { paletteColors: null } }]);
    expect(drawer()!.textContent).not.toContain('Custom colours');
    stop();
  });

  it('lists no colours for a cookie the parser rejects', async () => {
    document.cookie = `paletteColors=${encodeURIComponent('{"primary":"oklch(70% 0.1 200)"}')}; path=/`;
    const parse = vi.fn(readPaletteColors);
    installSettingsDrawer(win, strings, () => Promise.resolve({ readPaletteColors: parse }));
    win.__docsSettings!();
    await vi.waitFor(() => expect(parse).toHaveBeenCalled());
    expect(drawer()!.textContent).not.toContain('Custom colours');
  });
});
