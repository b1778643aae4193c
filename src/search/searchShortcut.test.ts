// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getShortcutLabel, isMacPlatform, isSearchShortcut, isTypingTarget } from './searchShortcut';

const press = (
  key: string,
  target: EventTarget | null,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('search shortcut', () => {
  it('Ctrl+K opens search, ⌘K on macOS', () => {
    expect(isSearchShortcut(press('k', document.body, { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(press('K', document.body, { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(press('k', document.body, { metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(press('k', document.body), false)).toBe(false);
  });

  it('reads a real KeyboardEvent, whose keys are getters of its prototype', () => {
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true });
    document.body.dispatchEvent(event);
    expect(isSearchShortcut(event, false)).toBe(true);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'j', ctrlKey: true }), false)).toBe(false);
  });

  it('Ctrl+K works even while typing in a field', () => {
    expect(isSearchShortcut(press('k', document.createElement('input'), { ctrlKey: true }), false)).toBe(true);
  });

  it('/ opens search outside text fields only', () => {
    expect(isSearchShortcut(press('/', document.body), false)).toBe(true);
    expect(isSearchShortcut(press('/', document.createElement('button')), false)).toBe(true);
    for (const tag of ['input', 'textarea', 'select']) {
      expect(isSearchShortcut(press('/', document.createElement(tag)), false)).toBe(false);
    }
  });

  it('a contenteditable element (or a child of one) is a text field; a checkbox is not', () => {
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const child = document.createElement('span');
    editor.append(child);
    document.body.append(editor);
    expect(isTypingTarget(child)).toBe(true);
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isTypingTarget(checkbox)).toBe(false);
  });

  it('labels the shortcut per platform', () => {
    expect(getShortcutLabel(true)).toBe('⌘K');
    expect(getShortcutLabel(false)).toBe('Ctrl K');
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Win32')).toBe(false);
  });
});
