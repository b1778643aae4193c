import { describe, expect, it } from 'vitest';
import { isSearchShortcutKey } from '@/search/searchShortcut';
import { earlyIntentFor, type EarlyEventFacts } from './earlyIntent';

const NONE: EarlyEventFacts = {
  type: 'click',
  key: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  isMac: false,
  typing: false,
  buttonType: null,
  searchButton: false,
  inAppBar: false,
};
const intent = (facts: Partial<EarlyEventFacts>) => earlyIntentFor({ ...NONE, ...facts }, isSearchShortcutKey);

describe('earlyIntentFor', () => {
  it('keeps a click on the search button as search', () => {
    expect(intent({ buttonType: 'button', searchButton: true, inAppBar: true })).toBe('search');
  });

  it('keeps a click on another app bar button as opening an overlay', () => {
    expect(intent({ buttonType: 'button', inAppBar: true })).toBe('open');
  });

  it('keeps a click on a button of the page (a demo toolbar) as a press', () => {
    expect(intent({ buttonType: 'button' })).toBe('press');
  });

  it('leaves alone clicks the browser handles: outside buttons (links, <details>) and on submit buttons', () => {
    expect(intent({ buttonType: null })).toBeNull();
    expect(intent({ buttonType: 'submit' })).toBeNull();
    expect(intent({ buttonType: 'reset', inAppBar: true })).toBeNull();
  });

  it('keeps Ctrl+K, ⌘K on macOS and / as search', () => {
    expect(intent({ type: 'keydown', key: 'k', ctrlKey: true })).toBe('search');
    expect(intent({ type: 'keydown', key: 'K', metaKey: true, isMac: true })).toBe('search');
    expect(intent({ type: 'keydown', key: '/' })).toBe('search');
  });

  it('leaves other keys alone, and / typed into a text field', () => {
    expect(intent({ type: 'keydown', key: 'k' })).toBeNull();
    expect(intent({ type: 'keydown', key: 'k', metaKey: true })).toBeNull();
    expect(intent({ type: 'keydown', key: 'k', ctrlKey: true, shiftKey: true })).toBeNull();
    expect(intent({ type: 'keydown', key: '/', typing: true })).toBeNull();
    expect(intent({ type: 'keydown', key: 'Enter' })).toBeNull();
  });

  it('ignores other event types', () => {
    expect(intent({ type: 'keyup', key: 'k', ctrlKey: true })).toBeNull();
  });
});
