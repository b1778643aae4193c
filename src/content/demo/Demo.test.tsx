// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/i18n/languages';
import { CodePreferencesProvider } from '@/preferences/CodePreferencesProvider';
import { DocsThemeProvider } from '@/theme/DocsThemeProvider';
import type { DemoCode, DemoData } from '../demoTypes';
import { Demo } from './Demo';
import type { DemoModuleLoader } from './demoModuleLoader';
import { InLanguage } from '@/i18n/strings/InLanguage';

vi.mock('./useDemoLocale', () => ({ useDemoLocale: () => true }));
// CodeMirror needs a browser's layout; its own behaviour is covered end to end (tests/liveEdit.spec.ts).
vi.mock('./liveEdit/LiveEditor', () => ({
  LiveEditor: ({ initialCode, label }: { initialCode: string; label: string }) => (
    <textarea aria-label={label} defaultValue={initialCode} />
  ),
}));

/** The page's demo map, as a page's own route gives it. */
const loadDemoModule = vi.fn<DemoModuleLoader>();

const text = (line: string) => ({ palette: [''], lines: [[[line, 0] as [string, number]]] });
const tokens = text('export default function Basic() {}');
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
        dataModules: ['data/movies'],
      },
    },
  },
  dataFiles: {
    'data/movies': {
      TS: { tokens: text('export const MOVIES: string[] = [];'), fileName: 'data/movies.ts' },
      JS: { tokens: text('export const MOVIES = [];'), fileName: 'data/movies.js' },
    },
  },
};

function renderDemo(language: Language, loadCode: () => Promise<DemoCode> = () => Promise.resolve(CODE)) {
  return render(
    <InLanguage language={language}>
      <DocsThemeProvider>
        <CodePreferencesProvider>
          <p>page text</p>
          <Demo demo={DEMO} pageTitle="Page" loadCode={loadCode} loadModule={loadDemoModule} />
        </CodePreferencesProvider>
      </DocsThemeProvider>
    </InLanguage>,
  );
}

const chunkError = () => Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });

describe('Demo', () => {
  // Demos render in Material UI's theme, imported beside the demo: transforming Material UI for the first import takes
  // seconds on a busy machine, which is not what these tests time.
  beforeAll(() => import('@/theme/MaterialThemeScope'), 60_000);

  afterEach(() => {
    cleanup();
    loadDemoModule.mockReset();
  });

  it("links to the demo's TypeScript file in the repository", () => {
    loadDemoModule.mockReturnValue(new Promise(() => {}));
    renderDemo('en');
    expect(screen.getByRole('link', { name: 'View the source on GitHub' }).getAttribute('href')).toMatch(
      /^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/main\/content\/pages\/page\/demos\/Basic\.tsx$/,
    );
  });

  it('a demo whose chunk fails to load shows the error card, not "Loading demo…" forever, and the page stays', async () => {
    loadDemoModule.mockRejectedValue(chunkError());
    renderDemo('en');
    await act(() => Promise.resolve());
    expect(screen.getByRole('alert').textContent).toContain('This demo failed to render.');
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk 4242 failed.');
    expect(screen.queryByText('Loading demo…')).toBeNull();
    expect(screen.getByText('page text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show code' })).toBeTruthy();
  });

  it('the error card is translated and its retry loads the demo again', async () => {
    loadDemoModule.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ default: () => <p>demo content</p> });
    renderDemo('zh');
    await act(() => Promise.resolve());
    expect(screen.getByRole('alert').textContent).toContain('此示例渲染失败。');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    // The demo renders in Material UI's theme, loaded beside it.
    expect(await screen.findByText('demo content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show code loads the sources on first use, saying so while they come and when they cannot, into the editor', async () => {
    loadDemoModule.mockResolvedValue({ default: () => <p>demo content</p> });
    let fail = true;
    const loadCode = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(CODE)));
    renderDemo('en', loadCode);
    expect(loadCode).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(screen.getByText('Loading the source…').getAttribute('role')).toBe('status');
    await act(() => Promise.resolve());
    expect(screen.getByRole('alert').textContent).toContain('The source could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    await act(() => Promise.resolve());
    expect(
      (
        (await screen.findByRole(
          'textbox',
          { name: 'Code editor for the Basic demo' },
          { timeout: 5000 },
        )) as HTMLTextAreaElement
      ).value,
    ).toContain('export default function Basic() {}');
    expect(loadCode).toHaveBeenCalledTimes(2);
  });

  it('the code view has a tab per file; the data tab shows the module and says where it comes from', async () => {
    loadDemoModule.mockResolvedValue({ default: () => <p>demo content</p> });
    renderDemo('en');
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 5000 });
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Basic.tsx', 'data/movies.ts']);
    expect(screen.getByRole('tablist', { name: 'Files of the Basic demo' })).toBeTruthy();
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[0]!.tabIndex).toBe(0);
    expect(tabs[1]!.tabIndex).toBe(-1);

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(panel.textContent).toContain('export const MOVIES: string[] = [];');
    expect(panel.textContent).toContain('Save it as data/movies.ts next to Basic.tsx');

    fireEvent.click(screen.getByRole('button', { name: 'JS' }));
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic.js', 'data/movies.js']),
    );
  });

  it('the toolbar is one Tab stop: arrows, Home and End move between its controls', async () => {
    loadDemoModule.mockResolvedValue({ default: () => <p>demo content</p> });
    renderDemo('en');
    await screen.findByText('demo content');
    const toolbar = screen.getByRole('toolbar', { name: 'Demo toolbar' });
    const controls = [...toolbar.querySelectorAll<HTMLElement>('button, a[href]')];
    expect(controls.filter((control) => control.tabIndex === 0)).toEqual([controls[0]]);
    controls[0]!.focus();
    fireEvent.keyDown(controls[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(controls[1]);
    fireEvent.keyDown(controls[1]!, { key: 'End' });
    expect(document.activeElement).toBe(controls.at(-1));
    expect(controls.filter((control) => control.tabIndex === 0)).toEqual([controls.at(-1)]);
    fireEvent.keyDown(controls.at(-1)!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(controls[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(controls.at(-1));
    fireEvent.keyDown(controls.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(controls[0]);
  });

  it('"Reset focus" moves focus to just before the demo', async () => {
    loadDemoModule.mockResolvedValue({ default: () => <p>demo content</p> });
    renderDemo('en');
    await screen.findByText('demo content');
    fireEvent.click(screen.getByRole('button', { name: 'Reset focus' }));
    expect(document.activeElement?.textContent).toBe('Start of the Basic demo: press Tab to enter it');
    expect(document.activeElement?.nextElementSibling?.className).toBe('demo-frame');
  });
});
