// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { markActivePage } from './markActivePage';

function renderNavigation() {
  document.body.innerHTML = `
    <nav>
      <ul>
        <li><a href="/x/introduction/" aria-current="page">Overview</a></li>
        <li>
          <details data-section="/x/react-data-grid/filtering-section">
            <summary>Filtering</summary>
            <ul><li><a href="/x/react-data-grid/filtering/quick-filter/">Quick filter</a></li></ul>
          </details>
        </li>
      </ul>
    </nav>`;
  return document.querySelector('nav')!;
}

describe('markActivePage', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = renderNavigation();
  });

  it('moves aria-current to the page’s link and opens its section after a navigation', () => {
    const active = markActivePage(root, '/x/react-data-grid/filtering/quick-filter/', true);
    expect(active?.textContent).toBe('Quick filter');
    expect(root.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(active?.getAttribute('aria-current')).toBe('page');
    expect(root.querySelector('details')!.open).toBe(true);
  });

  it('leaves sections as the reader set them when it only marks the link', () => {
    const active = markActivePage(root, '/x/react-data-grid/filtering/quick-filter/', false);
    expect(active?.getAttribute('aria-current')).toBe('page');
    expect(root.querySelector('details')!.open).toBe(false);
  });

  it('returns null and marks nothing for a page the navigation does not list', () => {
    expect(markActivePage(root, '/x/unknown/', true)).toBeNull();
    expect(root.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});
