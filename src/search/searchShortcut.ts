/** What a key press asks of search: open it, or nothing. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/** Whether the element takes typed text: there `/` is a character, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') {
    return false;
  }
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') {
    return true;
  }
  if (tag === 'input') {
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'range', 'color'].includes(type);
  }
  return element.isContentEditable || element.closest?.('[contenteditable=""], [contenteditable="true"]') != null;
}

/** The keys of a press, with the platform and whether they went to a text field. */
export interface SearchKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isMac: boolean;
  typing: boolean;
}

/**
 * True for Ctrl+K (⌘K on macOS) anywhere, and for `/` outside text fields. Self-contained (no imports): the inline
 * script that keeps early key presses (src/earlyInput/) embeds its source.
 */
export function isSearchShortcutKey(keys: SearchKeys): boolean {
  const key = keys.key.toLowerCase();
  if (key === 'k' && (keys.isMac ? keys.metaKey : keys.ctrlKey) && !keys.altKey && !keys.shiftKey) {
    return true;
  }
  return key === '/' && !keys.ctrlKey && !keys.metaKey && !keys.altKey && !keys.typing;
}

/** True for Ctrl+K (⌘K on macOS) anywhere, and for `/` outside text fields. */
export function isSearchShortcut(event: ShortcutKeyEvent, isMac: boolean): boolean {
  // Field by field: a KeyboardEvent's properties are getters of its prototype, which a spread would not copy.
  const { key, ctrlKey, metaKey, altKey, shiftKey } = event;
  return isSearchShortcutKey({ key, ctrlKey, metaKey, altKey, shiftKey, isMac, typing: isTypingTarget(event.target) });
}

/** The shortcut as the button shows it. */
export function getShortcutLabel(isMac: boolean): string {
  return isMac ? '⌘K' : 'Ctrl K';
}

// One platform rule for every shortcut of the site (search's ⌘K, code blocks' ⌘C).
export { isMacPlatform } from '@/content/copyShortcut';
