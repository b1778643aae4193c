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

/** True for Ctrl+K (⌘K on macOS) anywhere, and for `/` outside text fields. */
export function isSearchShortcut(event: ShortcutKeyEvent, isMac: boolean): boolean {
  const key = event.key.toLowerCase();
  if (key === 'k' && (isMac ? event.metaKey : event.ctrlKey) && !event.altKey && !event.shiftKey) {
    return true;
  }
  return key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
}

/** The shortcut as the button shows it. */
export function getShortcutLabel(isMac: boolean): string {
  return isMac ? '⌘K' : 'Ctrl K';
}

// One platform rule for every shortcut of the site (search's ⌘K, code blocks' ⌘C).
export { isMacPlatform } from '@/content/copyShortcut';
