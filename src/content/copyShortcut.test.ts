import { describe, expect, it } from 'vitest';
import { isCopyShortcut, isMacPlatform } from './copyShortcut';

const key = (overrides: Partial<Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>>) => ({
  key: 'c',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isCopyShortcut', () => {
  it('Ctrl+C is the copy shortcut outside macOS', () => {
    expect(isCopyShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isCopyShortcut(key({ ctrlKey: true }), false)).toBe(true);
  });

  it('⌘C is the copy shortcut on macOS', () => {
    expect(isCopyShortcut(key({ metaKey: true }), true)).toBe(true);
  });

  it('Ctrl+C is not the copy shortcut on macOS', () => {
    expect(isCopyShortcut(key({ ctrlKey: true }), true)).toBe(false);
  });

  it('Meta+C is not the copy shortcut outside macOS', () => {
    expect(isCopyShortcut(key({ metaKey: true }), false)).toBe(false);
  });

  it('an upper-case C (Caps Lock) still counts', () => {
    expect(isCopyShortcut(key({ key: 'C', ctrlKey: true }))).toBe(true);
  });

  it('Ctrl+Shift+C is not the copy shortcut', () => {
    expect(isCopyShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isCopyShortcut(key({ key: 'C', metaKey: true, shiftKey: true }), true)).toBe(false);
  });

  it('Ctrl+Alt+C is not the copy shortcut', () => {
    expect(isCopyShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('a plain C is not the copy shortcut', () => {
    expect(isCopyShortcut(key({}))).toBe(false);
    expect(isCopyShortcut(key({}), true)).toBe(false);
  });

  it('Ctrl with another key is not the copy shortcut', () => {
    expect(isCopyShortcut(key({ key: 'v', ctrlKey: true }))).toBe(false);
    expect(isCopyShortcut(key({ key: 'Control', ctrlKey: true }))).toBe(false);
  });
});

describe('isMacPlatform', () => {
  it.each(['MacIntel', 'Macintosh', 'macOS', 'iPhone', 'iPad', 'iPod touch'])('%s is an Apple platform', (platform) => {
    expect(isMacPlatform(platform)).toBe(true);
  });

  it.each(['Win32', 'Linux x86_64', 'Android', ''])('%j is not an Apple platform', (platform) => {
    expect(isMacPlatform(platform)).toBe(false);
  });
});
