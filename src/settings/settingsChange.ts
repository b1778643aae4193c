import type { SettingsChange } from './settingsState';

/** The window event the settings drawer fires after a reader's change, for the parts of the page that follow it. */
export const SETTINGS_CHANGE_EVENT = 'docs:settings-change';

export function announceSettingsChange(win: Window, change: SettingsChange): void {
  win.dispatchEvent(new CustomEvent<SettingsChange>(SETTINGS_CHANGE_EVENT, { detail: change }));
}

/** Calls `listener` with each change the drawer makes; returns the unsubscribe function (an effect's cleanup). */
export function onSettingsChange(win: Window, listener: (change: SettingsChange) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SettingsChange>).detail);
  win.addEventListener(SETTINGS_CHANGE_EVENT, handle);
  return () => win.removeEventListener(SETTINGS_CHANGE_EVENT, handle);
}
