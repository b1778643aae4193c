// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '@/theme/constants';
import { followTableOfContents } from '@/shellControls/followTableOfContents';
import { TableOfContents } from './TableOfContents';
import { InLanguage } from '@/i18n/strings/InLanguage';

let tops: Record<string, number> = {};

function addHeading(id: string) {
  const heading = document.createElement('h2');
  heading.id = id;
  heading.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
  document.body.append(heading);
}

const activeLink = () =>
  screen.queryAllByRole('link').find((link) => link.getAttribute('aria-current') === 'location')?.textContent;

describe('TableOfContents scroll-spy', () => {
  // The scroll-spy is the integrations module's, as on a page: React only renders the entries and marks new ones.
  beforeAll(() => followTableOfContents(window));
  beforeEach(() => {
    tops = { first: 100, second: 900 };
    vi.useFakeTimers();
    addHeading('first');
    addHeading('second');
  });

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('marks the heading being read, re-measuring once per 166 ms debounce window after scrolling stops', () => {
    render(
      <TableOfContents
        entries={[
          { id: 'first', text: 'First', level: 2 },
          { id: 'second', text: 'Second', level: 2 },
        ]}
      />,
      { wrapper: InLanguage },
    );
    expect(activeLink()).toBe('First');
    tops.first = -800;
    tops.second = 50;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(DEBOUNCE_MS - 1);
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    });
    expect(activeLink()).toBe('First');
    act(() => vi.advanceTimersByTime(1));
    expect(activeLink()).toBe('Second');
  });
});
