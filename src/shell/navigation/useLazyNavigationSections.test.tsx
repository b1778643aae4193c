// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticHtml } from '@/staticHtml/StaticHtml';
import { renderNavigationHtml } from './renderNavigationHtml';
import { useLazyNavigationSections } from './useLazyNavigationSections';
import { InLanguage } from '@/i18n/strings/InLanguage';

const API_GRID_SECTION = 'details[data-section="/x/api/data-grid-section"]';

/** The navigation as a page built for `builtFor` ships it, with the hook running in the browser. */
function Harness({ builtFor }: { builtFor: string }) {
  const panel = useRef<HTMLElement>(null);
  const [active, setActive] = useState(builtFor);
  const lazy = useLazyNavigationSections(panel, active);
  return (
    <>
      <aside ref={panel}>
        <nav>
          <StaticHtml as="ul" html={renderNavigationHtml(builtFor, 'en')} />
          {lazy.portals}
        </nav>
      </aside>
      <button
        type="button"
        onClick={() => {
          setActive('/x/api/data-grid/data-grid/');
          void lazy.fillSectionsContaining('/x/api/data-grid/data-grid/');
        }}
      >
        navigate
      </button>
    </>
  );
}

const apiGridSection = () => document.querySelector<HTMLDetailsElement>(API_GRID_SECTION)!;

afterEach(cleanup);

describe('useLazyNavigationSections', () => {
  it('fills a closed section with its links when it is opened', async () => {
    render(<Harness builtFor="/x/introduction/" />, { wrapper: InLanguage });
    expect(apiGridSection().querySelector('a')).toBeNull();
    act(() => {
      apiGridSection().open = true;
      apiGridSection().dispatchEvent(new Event('toggle'));
    });
    await waitFor(() => expect(apiGridSection().querySelector('a[href="/x/api/data-grid/data-grid/"]')).not.toBeNull());
    expect(apiGridSection().querySelectorAll(':scope > ul')).toHaveLength(1);
  });

  it('fills the section of a page reached by a client-side navigation, marking the page current', async () => {
    const { getByRole } = render(<Harness builtFor="/x/introduction/" />, { wrapper: InLanguage });
    act(() => getByRole('button').click());
    await waitFor(() =>
      expect(
        apiGridSection().querySelector('a[href="/x/api/data-grid/data-grid/"]')?.getAttribute('aria-current'),
      ).toBe('page'),
    );
    // Sections that do not hold the page stay as they were built.
    expect(document.querySelector('details[data-section="/x/api/charts-section"] a')).toBeNull();
  });
});
