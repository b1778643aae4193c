// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('TableOfContents on a first load', () => {
  const entries = [
    { id: 'basics', text: 'Basics', level: 2 as const },
    { id: 'grid', text: 'Grid <lines>', level: 3 as const },
  ];

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("keeps the server's list when the page data leaves the entries out, and lists new entries after a navigation", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <InLanguage language="en">
        <TableOfContents entries={entries} />
      </InLanguage>,
    );
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(
        container,
        <InLanguage language="en">
          <TableOfContents entries={null} />
        </InLanguage>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const links = () =>
      [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links()).toEqual([
      ['Basics', '#basics'],
      ['Grid <lines>', '#grid'],
    ]);
    await act(async () => {
      root.render(
        <InLanguage language="en">
          <TableOfContents entries={[{ id: 'other', text: 'Other', level: 2 }]} />
        </InLanguage>,
      );
    });
    expect(links()).toEqual([['Other', '#other']]);
    act(() => root.unmount());
  });

  it('renders nothing for a page without headings', () => {
    const { container } = render(<TableOfContents entries={[]} />, { wrapper: InLanguage });
    expect(container.innerHTML).toBe('');
  });
});
