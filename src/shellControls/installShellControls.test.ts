// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_SCRIPTS_ID, INTEGRATIONS_ATTRIBUTE } from '@/boot/scriptLoader';
import { getShellControlsScript, installShellControls, SHELL_CONTROL_RULES } from './installShellControls';

const SHELL = `
  <header class="app-bar"><button type="button" class="app-bar-menu">Menu</button>
    <button type="button" class="app-bar-settings" aria-label="Open settings"><span class="plain-icon"></span></button></header>
  <div class="nav-slot"><div class="nav-backdrop" hidden></div>
    <aside class="nav-panel"><nav><ul><li><a href="/x/a/">A</a></li><li><a href="/x/b/" aria-current="page">B</a></li></ul></nav></aside>
  </div>
  <div class="code-block"><pre><code>npm install @mui/x-data-grid</code></pre>
    <button type="button" data-copy-code="" data-copied-label="Copied" aria-label="Copy code"><span class="copy-label">Copy</span></button>
  </div>
  <h2 id="usage">Usage <a class="heading-link" data-copy-link="" href="#usage">#</a></h2>`;

/** The shell with a navigation section the build left empty, and the page's list naming the integrations module. */
const SHELL_WITH_EMPTY_SECTION = SHELL.replace(
  '</ul></nav>',
  '<li><details data-section="/x/filtering-section"><summary>Filtering</summary></details></li></ul></nav>',
).concat(
  `<script id="${PAGE_SCRIPTS_ID}" type="application/json" ${INTEGRATIONS_ATTRIBUTE}="/_next/static/b1/integrations/startIntegrations.js">[]</script>`,
);
const SECTIONS_URL = '/_next/static/b1/navigation/en.json';

/** A press on the menu as a finger makes it: `pointerdown` first, then, a little later, `click`. */
const pressMenu = () => {
  document.querySelector('.app-bar-menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  click('.app-bar-menu');
};

const panel = () => document.querySelector('.nav-panel')!;
const backdrop = () => document.querySelector<HTMLElement>('.nav-backdrop')!;
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe('the shell controls before React', () => {
  const writeText = vi.fn(() => Promise.resolve());
  beforeAll(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    installShellControls(window, SHELL_CONTROL_RULES);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
    vi.useRealTimers();
  });

  it('the menu button opens the navigation on the current page’s link; Escape closes it and returns focus', () => {
    document.body.innerHTML = SHELL;
    document.querySelector<HTMLElement>('.app-bar-menu')!.focus();
    click('.app-bar-menu');
    expect(panel().getAttribute('data-open')).toBe('true');
    expect(backdrop().hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('B');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel().hasAttribute('data-open')).toBe(false);
    expect(backdrop().hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.app-bar-menu'));
  });

  it('the menu’s press requests the navigation sections’ file once, for the integrations module to take over', async () => {
    const win = window as Window & { __docsNavigationSections?: Promise<Response | null> };
    document.body.innerHTML = SHELL_WITH_EMPTY_SECTION;
    document.documentElement.lang = 'en';
    const answer = { ok: true } as Response;
    const fetch = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal('fetch', fetch);
    pressMenu();
    expect(fetch.mock.calls).toEqual([[SECTIONS_URL]]);
    click('.nav-backdrop');
    pressMenu();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(win.__docsNavigationSections).resolves.toBe(answer);

    // Out of reach: the request ends in null, for the module to try again, never in an unhandled rejection.
    win.__docsNavigationSections = undefined;
    click('.nav-backdrop');
    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    pressMenu();
    await expect(win.__docsNavigationSections).resolves.toBeNull();
    win.__docsNavigationSections = undefined;
    vi.unstubAllGlobals();
  });

  it('requests no sections’ file once React has hydrated: the menu is React’s then', async () => {
    const win = window as Window & { __docsNavigationSections?: Promise<Response | null> };
    const fetch = vi.fn(() => Promise.resolve({ ok: true } as Response));
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = SHELL_WITH_EMPTY_SECTION;
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 0));
    pressMenu();
    expect(fetch).not.toHaveBeenCalled();
    expect(win.__docsNavigationSections).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('a click on the backdrop closes the navigation', () => {
    document.body.innerHTML = SHELL;
    click('.app-bar-menu');
    click('.nav-backdrop');
    expect(panel().hasAttribute('data-open')).toBe(false);
  });

  it('Copy copies the block and says "Copied" for two seconds', async () => {
    document.body.innerHTML = SHELL;
    vi.useFakeTimers();
    click('button[data-copy-code]');
    await Promise.resolve();
    await Promise.resolve();
    const button = document.querySelector('button[data-copy-code]')!;
    expect(writeText).toHaveBeenLastCalledWith('npm install @mui/x-data-grid');
    expect(button.textContent).toBe('Copied');
    expect(button.getAttribute('aria-label')).toBe('Copied');
    vi.advanceTimersByTime(2000);
    expect(button.textContent).toBe('Copy');
    expect(button.getAttribute('aria-label')).toBe('Copy code');
  });

  it('Ctrl+C over a hovered block copies it, unless text is selected; elsewhere it does nothing', async () => {
    document.body.innerHTML = SHELL;
    const ctrlC = () => {
      const event = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    writeText.mockClear();
    document.querySelector('h2')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(ctrlC()).toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    document.querySelector('pre')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const selection = window.getSelection()!;
    selection.selectAllChildren(document.querySelector('code')!);
    expect(ctrlC()).toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    selection.removeAllRanges();
    expect(ctrlC()).toBe(true);
    expect(writeText).toHaveBeenLastCalledWith('npm install @mui/x-data-grid');
  });

  it('a heading anchor copies the link to its section and still goes there', () => {
    document.body.innerHTML = SHELL;
    writeText.mockClear();
    const link = document.querySelector<HTMLAnchorElement>('a[data-copy-link]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(writeText).toHaveBeenLastCalledWith(new URL('#usage', window.location.href).toString());
    expect(event.defaultPrevented).toBe(false);
  });

  it('once the app has hydrated, leaves the buttons to React and hands an open panel over through the menu button', async () => {
    document.body.innerHTML = SHELL;
    click('.app-bar-menu');
    const reactPresses: string[] = [];
    document.querySelector('.app-bar-menu')!.addEventListener('click', () => reactPresses.push('menu'));
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(panel().hasAttribute('data-open')).toBe(false);
    expect(reactPresses).toEqual(['menu']);
    click('.app-bar-menu');
    expect(panel().hasAttribute('data-open')).toBe(false);
    expect(reactPresses).toEqual(['menu', 'menu']);
  });

  it('settings, pressed before its module ran, is kept as pending; once the module is there, opens it, hydrated or not', async () => {
    const win = window as Window & { __docsSettings?: () => void; __docsSettingsWanted?: boolean };
    document.body.innerHTML = SHELL;
    const settings = document.querySelector<HTMLElement>('.app-bar-settings')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    settings.querySelector('span')!.dispatchEvent(event);
    // Answered here: the early-input script keeps no replay of it for React.
    expect(event.defaultPrevented).toBe(true);
    expect(win.__docsSettingsWanted).toBe(true);
    expect(settings.getAttribute('aria-busy')).toBe('true');
    expect(settings.hasAttribute('data-early-pressed')).toBe(true);

    delete win.__docsSettingsWanted;
    const opened: string[] = [];
    win.__docsSettings = () => opened.push('open');
    click('.app-bar-settings');
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 0));
    click('.app-bar-settings');
    expect(opened).toEqual(['open', 'open']);
    expect(win.__docsSettingsWanted).toBeUndefined();
    delete win.__docsSettings;
  });
});

describe('getShellControlsScript', () => {
  it('runs on its own, with nothing from outside its source', () => {
    const fakeDocument = {
      documentElement: document.createElement('html'),
      addEventListener: () => undefined,
      querySelector: () => null,
      activeElement: null as Element | null,
    };
    const windowListeners: Record<string, (event: unknown) => void> = {};
    const fakeWindow = {
      document: fakeDocument,
      addEventListener: (type: string, listener: (event: unknown) => void) => (windowListeners[type] = listener),
      setTimeout: (callback: () => void) => callback(),
      navigator: { platform: 'Linux x86_64', clipboard: { writeText: () => ({ then: (done: () => void) => done() }) } },
      getSelection: () => null,
    };
    // Each path runs in the global scope, as in the page: a name from the module would throw here.
    new Function('window', getShellControlsScript())(fakeWindow);
    document.body.innerHTML = SHELL;
    const button = document.querySelector('button[data-copy-code]')!;
    const press = { target: button, preventDefault: () => undefined, stopImmediatePropagation: () => undefined };
    expect(() => windowListeners.click!(press)).not.toThrow();
    fakeDocument.activeElement = document.querySelector('pre')!;
    let prevented = false;
    const ctrlC = { key: 'c', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false };
    windowListeners.keydown!({ ...ctrlC, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('requests the sections’ file with the rules embedded in its source', () => {
    document.body.innerHTML = SHELL_WITH_EMPTY_SECTION;
    document.documentElement.lang = 'zh-CN';
    const fetch = vi.fn(() => Promise.resolve({ ok: true }));
    const listeners: Record<string, (event: unknown) => void> = {};
    const fakeWindow = {
      document,
      fetch,
      navigator: { platform: 'Linux x86_64' },
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    };
    new Function('window', getShellControlsScript())(fakeWindow);
    listeners.pointerdown!({ target: document.querySelector('.app-bar-menu') });
    expect(fetch.mock.calls).toEqual([[SECTIONS_URL.replace('en.json', 'zh-CN.json')]]);
    document.documentElement.lang = '';
  });

  it('carries no table of contents code: every byte of it is in each page’s document', () => {
    expect(getShellControlsScript()).not.toMatch(/toc|getBoundingClientRect|scroll/i);
  });
});
