import type { InterpolationValues } from '@/i18n/interpolate';
import type { TranslationKey } from '@/i18n/uiStrings';

/** The key a Copy button advertises before the page knows the platform (the build renders it). */
export const DEFAULT_SHORTCUT_KEY = 'Ctrl';

/** Ctrl+C, or ⌘C on macOS. */
export function isCopyShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  isMac = false,
): boolean {
  const modifier = isMac ? event.metaKey : event.ctrlKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c';
}

/** macOS (and iOS) use ⌘ for shortcuts. */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The key of the copy shortcut on a platform: ⌘ on macOS and iOS, Ctrl elsewhere. */
export function copyShortcutKey(platform: string): string {
  return isMacPlatform(platform) ? '⌘' : DEFAULT_SHORTCUT_KEY;
}

/** The accessible name of a code block's Copy button, with the shortcut key it advertises. */
export function copyButtonLabel(
  t: (key: TranslationKey, values?: InterpolationValues) => string,
  shortcutKey: string,
): string {
  return `${t('copyCode')} ${t('copyShortcut', { key: shortcutKey })}`;
}
