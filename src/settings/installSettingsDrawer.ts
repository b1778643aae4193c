import { EARLY_PRESSED_ATTRIBUTE } from '@/earlyInput/captureEarlyInput';
import { readBrowserCookie } from '@/preferences/codePreferences';
import { readStorage } from '@/preferences/safeStorage';
import { COOKIE_NAMES } from '@/preferences/storageKeys';
import { SETTINGS_KEY, SETTINGS_WANTED_KEY } from '@/shellControls/installShellControls';
import { paintSettings, storeSettings } from './applySettings';
import { createSettingsDrawer, type SettingsDrawerView } from './createSettingsDrawer';
import { announceSettingsChange } from './settingsChange';
import {
  diffSettings,
  readStoredSettings,
  settingsReducer,
  type SettingsAction,
  type SettingsState,
} from './settingsState';
import type { SettingsStrings } from './settingsStrings';

type PaletteColorsModule = typeof import('@/theme/paletteColors');

type SettingsWindow = Window & { [SETTINGS_KEY]?: () => void; [SETTINGS_WANTED_KEY]?: boolean };

/**
 * Makes the app bar's settings button open the drawer, without React: the shell's script (installShellControls)
 * calls `window.__docsSettings`, or, pressed before this module ran, leaves `__docsSettingsWanted` for it to open
 * now. Each opening reads the stored preferences afresh (a demo's toolbar may have changed the code language); each
 * change is stored, painted on `<html>`, and announced for React's providers (src/settings/settingsChange.ts).
 * Installs once: the production build adds it after the first paint (src/boot/scriptLoader.ts), `next dev` from React.
 */
export function installSettingsDrawer(
  win: SettingsWindow,
  strings: SettingsStrings,
  loadPaletteParser: () => Promise<Pick<PaletteColorsModule, 'readPaletteColors'>>,
): void {
  if (win[SETTINGS_KEY]) {
    return;
  }
  const doc = win.document;
  const darkQuery = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-color-scheme: dark)') : null;
  let state: SettingsState | null = null;
  let view: SettingsDrawerView | null = null;

  const paint = () => {
    if (state) {
      paintSettings(doc.documentElement, state.theme, darkQuery?.matches ?? false);
    }
  };
  // In the system mode the page follows the system's scheme live, with or without React.
  darkQuery?.addEventListener('change', () => {
    if (state?.theme.paletteMode === 'system') {
      paint();
    }
  });

  const dispatch = (action: SettingsAction) => {
    if (!state || !view) {
      return;
    }
    const next = settingsReducer(state, action);
    storeSettings(doc, action, next);
    const change = diffSettings(state, next);
    if (action.type === 'RESET' || action.type === 'RESET_COLORS') {
      // The cookie is gone: React's palette goes too, even one the drawer did not list (not yet parsed, or invalid).
      change.theme.paletteColors = null;
    }
    state = next;
    paint();
    view.update(state);
    announceSettingsChange(win, change);
  };

  const showStoredPalette = () => {
    const raw = readBrowserCookie(COOKIE_NAMES.paletteColors);
    if (!raw) {
      return;
    }
    // The parser loads only for the few readers who set a palette; a colour it rejects is not listed.
    void loadPaletteParser().then(({ readPaletteColors }) => {
      const paletteColors = readPaletteColors(raw);
      if (state && view && paletteColors && readBrowserCookie(COOKIE_NAMES.paletteColors) === raw) {
        state = { ...state, theme: { ...state.theme, paletteColors } };
        view.update(state);
      }
    });
  };

  const open = () => {
    // A press kept before this module ran shows as pending on the button (installShellControls): answered now.
    doc.querySelectorAll(`.app-bar-settings[${EARLY_PRESSED_ATTRIBUTE}]`).forEach((button) => {
      button.removeAttribute(EARLY_PRESSED_ATTRIBUTE);
      button.removeAttribute('aria-busy');
    });
    state = readStoredSettings({ storage: readStorage, cookie: readBrowserCookie });
    view ??= createSettingsDrawer(doc, strings, dispatch);
    view.update(state);
    view.show();
    showStoredPalette();
  };

  win[SETTINGS_KEY] = open;
  if (win[SETTINGS_WANTED_KEY]) {
    delete win[SETTINGS_WANTED_KEY];
    open();
    return;
  }
  // Built while the page is idle, so that a first press only fills and opens it; put in the page a part per frame,
  // each styled in the frame after it, not all in one.
  const afterNextFrame = (step: () => void) => win.requestAnimationFrame(() => win.setTimeout(step, 0));
  const prepare = () => {
    // Opened before the page was idle: the drawer is whole already, nothing is left to build.
    if (view) {
      return;
    }
    view = createSettingsDrawer(doc, strings, dispatch);
    view.attach(afterNextFrame);
  };
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(prepare);
  } else {
    win.setTimeout(prepare, 0);
  }
}
