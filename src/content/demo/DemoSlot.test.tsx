// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoCode, DemoData } from '../demoTypes';
import type { DemoModuleLoader } from './demoModuleLoader';

vi.mock('./useDemoLocale', () => ({ useDemoLocale: () => true }));
vi.mock('next/router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouter: () => ({ asPath: '/x/page/' }),
}));

const tokens = { palette: [''], lines: [[['export default function Basic() {}', 0] as [string, number]]] };
const DEMO: DemoData = {
  name: 'Basic',
  variants: { system: { modulePath: 'page/demos/Basic' } },
};
const CODE: DemoCode = {
  demos: {
    Basic: {
      system: {
        sources: { TS: { tokens, fileName: 'Basic.tsx' }, JS: { tokens, fileName: 'Basic.js' } },
        extraFiles: [],
        dataModules: [],
      },
    },
  },
  dataFiles: {},
};
const loadModule = vi.fn<DemoModuleLoader>();

/**
 * The slot and what it renders in, imported afresh for each test: the slot remembers the demo machinery once loaded
 * (a client-side navigation then renders demos at once), and each test starts from a first load.
 */
async function importFresh() {
  vi.resetModules();
  const [{ InLanguage }, { CodePreferencesProvider }, { DocsThemeProvider }, { PageDemo }, { DemoSlot }] =
    await Promise.all([
      import('@/i18n/strings/InLanguage'),
      import('@/preferences/CodePreferencesProvider'),
      import('@/theme/DocsThemeProvider'),
      import('./PageDemo'),
      import('./DemoSlot'),
    ]);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <InLanguage language="en">
        <DocsThemeProvider>
          <CodePreferencesProvider>{children}</CodePreferencesProvider>
        </DocsThemeProvider>
      </InLanguage>
    );
  }
  return { Providers, PageDemo, DemoSlot };
}

/** Whether IntersectionObserver reports the demo near the viewport: off, the demo waits for a press or focus. */
let reportNear = false;
class FakeIntersectionObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    if (reportNear) {
      this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
  }
  disconnect() {}
}

let root: Root | null = null;
let recoverableErrors: unknown[] = [];

/**
 * The page as a first load gets it: the server's markup of the demo (the server renders Demo inside the slot's
 * element), hydrated with the slot as the client renders it.
 */
async function hydrateSlot(): Promise<{ serverToolbar: Element }> {
  const { Providers, PageDemo, DemoSlot } = await importFresh();
  const container = document.createElement('div');
  // Rendered where `window` exists, the toolbar's layout effect warns that the server cannot run it: expected here.
  const warning = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(
    <Providers>
      <div>
        <PageDemo demo={DEMO} pageTitle="Page" demoCode={CODE} loadModule={loadModule} />
      </div>
    </Providers>,
  );
  warning.mockRestore();
  document.body.append(container);
  const serverToolbar = container.querySelector('.demo-toolbar')!;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Providers>
        <DemoSlot demo={DEMO} pageTitle="Page" demoCode={CODE} loadModule={loadModule} />
      </Providers>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { serverToolbar };
}

describe('DemoSlot', () => {
  // The live demo imports Demo's chunk; transforming it and Material UI's theme for the first time takes seconds.
  beforeAll(() => Promise.all([import('./PageDemo'), import('@/theme/MaterialThemeScope')]), 60_000);

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    loadModule.mockResolvedValue({ default: () => <p>demo content</p> });
    recoverableErrors = [];
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    reportNear = false;
    vi.unstubAllGlobals();
    cleanup();
    loadModule.mockReset();
  });

  it('keeps the server markup as it is while the demo is far from the viewport', async () => {
    const { serverToolbar } = await hydrateSlot();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('toolbar', { name: 'Demo toolbar' })).toBe(serverToolbar);
    expect(screen.getByRole('status').textContent).toBe('Loading demo…');
    expect(loadModule).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  it('loads the demo once it nears the viewport', async () => {
    reportNear = true;
    const { serverToolbar } = await hydrateSlot();
    await screen.findByText('demo content');
    expect(screen.getByRole('toolbar', { name: 'Demo toolbar' })).not.toBe(serverToolbar);
    expect(loadModule).toHaveBeenCalledWith('page/demos/Basic');
    expect(recoverableErrors).toEqual([]);
  });

  it('shows a press on the server toolbar as pending, then makes it on the live demo', async () => {
    await hydrateSlot();
    const serverButton = screen.getByRole('button', { name: 'Show code' });
    act(() => serverButton.click());
    expect(serverButton.getAttribute('aria-busy')).toBe('true');
    const hide = await screen.findByRole('button', { name: 'Hide code' });
    expect(hide).not.toBe(serverButton);
    expect(hide.getAttribute('aria-expanded')).toBe('true');
  });

  it('carries focus from the server toolbar to the same control of the live demo', async () => {
    await hydrateSlot();
    const serverTs = screen.getByRole('button', { name: 'TS' });
    act(() => serverTs.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'TS' })).not.toBe(serverTs));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'TS' }));
  });
});
