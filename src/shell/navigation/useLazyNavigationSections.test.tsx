// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticHtml } from '@/staticHtml/StaticHtml';
import { renderNavigationHtml } from './renderNavigationHtml';
import { useLazyNavigationSections } from './useLazyNavigationSections';
import { InLanguage } from '@/i18n/strings/InLanguage';

const API_SECTION = 'details[data-section="/x/api-section"]';
const API_GRID_SECTION = 'details[data-section="/x/api/data-grid-section"]';

/** The navigation as a page built for `builtFor` ships it, with the hook running in the browser. */
function Harness({ builtFor }: { builtFor: string }) {
  const panel = useRef<HTMLElement>(null);
  const [active, setActive] = useState(builtFor);
  const [navigated, setNavigated] = useState(false);
  const lazy = useLazyNavigationSections(panel, active);
  const { fillSectionsContaining, filledCount } = lazy;
  // As NavDrawer does: each filled section may hold a closed one around the page, filled in turn.
  useEffect(() => {
    if (navigated) {
      void fillSectionsContaining(active);
    }
  }, [navigated, active, filledCount, fillSectionsContaining]);
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
          setNavigated(true);
        }}
      >
        navigate
      </button>
    </>
  );
}

const apiSection = () => document.querySelector<HTMLDetailsElement>(API_SECTION)!;
const apiGridSection = () => document.querySelector<HTMLDetailsElement>(API_GRID_SECTION)!;

/** Opens a section as a reader does: the browser then sends its `toggle` event. */
function openSection(section: HTMLDetailsElement) {
  act(() => {
    section.open = true;
    section.dispatchEvent(new Event('toggle'));
  });
}

afterEach(cleanup);

describe('useLazyNavigationSections', () => {
  it('fills a closed section with its links when it is opened', async () => {
    render(<Harness builtFor="/x/introduction/" />, { wrapper: InLanguage });
    // Another product's section, closed and empty as built.
    expect(apiSection().open).toBe(false);
    expect(apiSection().querySelector('a, details')).toBeNull();
    openSection(apiSection());
    await waitFor(() => expect(apiGridSection().querySelector('a[href="/x/api/data-grid/data-grid/"]')).not.toBeNull());
    expect(apiSection().querySelectorAll(':scope > ul')).toHaveLength(1);
    expect(apiGridSection().open).toBe(false);
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
    expect(document.querySelector('details[data-section="/x/react-charts-section"] a')).toBeNull();
  });
});
