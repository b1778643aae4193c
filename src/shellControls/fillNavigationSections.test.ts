// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillNavigationSections } from './fillNavigationSections';

const URL = '/_next/static/build/navigation/en.json';
const CONTENTS = {
  '/x/filtering-section': '<ul><li><a href="/x/react-data-grid/filtering/quick-filter/">Quick filter</a></li></ul>',
  '/x/style-section': '<ul><li><a href="/x/react-data-grid/style/">Styling basics</a></li></ul>',
};
const PAGE = `
  <button class="app-bar-menu" type="button">Menu</button>
  <aside class="nav-panel"><nav><ul>
    <li><details open data-section="/x/grid-section"><summary>Data Grid</summary><ul>
      <li><details data-section="/x/filtering-section"><summary>Filtering</summary></details></li>
      <li><details data-section="/x/style-section"><summary>Style</summary></details></li>
    </ul></details></li>
  </ul></nav></aside>`;

/** A fetch answering with the sections' contents, counting its calls; `ok: false` answers as a server error would. */
function serveContents({ ok = true } = {}) {
  const fetch = vi.fn(async () => ({ ok, json: async () => CONTENTS }) as Response);
  window.fetch = fetch as typeof window.fetch;
  return fetch;
}

const section = (name: string) => document.querySelector<HTMLDetailsElement>(`details[data-section="${name}"]`)!;
const links = (name: string) => [...section(name).querySelectorAll('a')].map((link) => link.textContent);

/** Opens a section as a reader does: the browser (here jsdom) then sends its `toggle` event, after the change. */
function open(name: string) {
  section(name).open = true;
}

/** Lets the fetch and the filling after it finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page, filled in by fillNavigationSections, with the sections' contents fetched at the menu's press. */
async function openPageWithContentsAtHand() {
  document.body.innerHTML = PAGE;
  serveContents();
  fillNavigationSections(window, URL);
  document.querySelector<HTMLButtonElement>('.app-bar-menu')!.click();
  await settle();
}

/** The page's one request for the file, shared with the shell's script (installShellControls). */
const win = window as Window & { __docsNavigationSections?: Promise<Response | null> };

afterEach(async () => {
  // The last toggle events first, while the page they belong to is still in place.
  await settle();
  delete win.__docsNavigationSections;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  vi.restoreAllMocks();
});

describe('fillNavigationSections', () => {
  it('fills a section the page was built without when it is opened, with the build’s links for it, once', async () => {
    document.body.innerHTML = PAGE;
    const fetch = serveContents();
    fillNavigationSections(window, URL);
    expect(fetch).not.toHaveBeenCalled();
    open('/x/filtering-section');
    await settle();
    expect(links('/x/filtering-section')).toEqual(['Quick filter']);
    expect(links('/x/style-section')).toEqual([]);
    section('/x/filtering-section').open = false;
    await settle();
    open('/x/filtering-section');
    open('/x/style-section');
    await settle();
    expect(links('/x/filtering-section')).toEqual(['Quick filter']);
    expect(links('/x/style-section')).toEqual(['Styling basics']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL);
    // Left for the shell's script, whose next press on the menu then asks for nothing more.
    expect(win.__docsNavigationSections).toBeInstanceOf(Promise);
  });

  it('fills a section in the click that opens it once the contents are at hand, so it never shows open and empty', async () => {
    await openPageWithContentsAtHand();
    const summary = section('/x/style-section').querySelector('summary')!;
    // Filled within the click's own task, before the browser toggles the section open and paints it.
    let linksAtTheClick: (string | null)[] = [];
    summary.addEventListener('click', () => (linksAtTheClick = links('/x/style-section')), { once: true });
    summary.click();
    expect(linksAtTheClick).toEqual(['Styling basics']);
    expect(links('/x/style-section')).toEqual(['Styling basics']);
    // Closing it, or clicking it again, adds nothing.
    summary.click();
    summary.click();
    await settle();
    expect(links('/x/style-section')).toEqual(['Styling basics']);
    expect(links('/x/filtering-section')).toEqual([]);
  });

  it('leaves alone a click on an open section, on the list around a section, or once the app has hydrated', async () => {
    await openPageWithContentsAtHand();
    // A click on an open section's summary closes it: nothing to fill.
    const style = section('/x/style-section');
    style.open = true;
    await settle();
    style.replaceChildren(style.querySelector('summary')!);
    style.querySelector('summary')!.click();
    expect(links('/x/style-section')).toEqual([]);
    // A click on the list of the section around it is not a click on this section's summary.
    section('/x/grid-section').querySelector<HTMLElement>(':scope > ul')!.click();
    expect(links('/x/filtering-section')).toEqual([]);
    document.documentElement.setAttribute('data-hydrated', 'true');
    section('/x/filtering-section').querySelector('summary')!.click();
    expect(links('/x/filtering-section')).toEqual([]);
  });

  it('fills a section opened before it started', async () => {
    document.body.innerHTML = PAGE;
    serveContents();
    section('/x/style-section').open = true;
    fillNavigationSections(window, URL);
    await settle();
    expect(links('/x/style-section')).toEqual(['Styling basics']);
  });

  it('fetches the contents as soon as the menu button is pressed, before any section is opened', () => {
    document.body.innerHTML = PAGE;
    const fetch = serveContents();
    fillNavigationSections(window, URL);
    document.querySelector<HTMLButtonElement>('.app-bar-menu')!.click();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches the contents at once when the panel was opened before it started', () => {
    document.body.innerHTML = PAGE;
    document.querySelector('.nav-panel')!.setAttribute('data-open', 'true');
    const fetch = serveContents();
    fillNavigationSections(window, URL);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes over the request the shell’s script started on the menu’s press, and asks again when it failed', async () => {
    document.body.innerHTML = PAGE;
    const fetch = serveContents();
    const early = Promise.resolve({ ok: true, json: async () => CONTENTS } as Response);
    win.__docsNavigationSections = early;
    fillNavigationSections(window, URL);
    open('/x/filtering-section');
    await settle();
    expect(links('/x/filtering-section')).toEqual(['Quick filter']);
    expect(fetch).not.toHaveBeenCalled();
    expect(win.__docsNavigationSections).toBe(early);

    // An early request that failed is not kept: the opening asks the server itself.
    document.body.innerHTML = PAGE;
    win.__docsNavigationSections = Promise.resolve(null);
    fillNavigationSections(window, URL);
    open('/x/filtering-section');
    await settle();
    await settle();
    expect(links('/x/filtering-section')).toEqual(['Quick filter']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves sections to React once the app has hydrated', async () => {
    document.body.innerHTML = PAGE;
    const fetch = serveContents();
    fillNavigationSections(window, URL);
    document.documentElement.setAttribute('data-hydrated', 'true');
    open('/x/filtering-section');
    await settle();
    expect(links('/x/filtering-section')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the section as built when the file is out of reach, and tries again on the next opening', async () => {
    document.body.innerHTML = PAGE;
    const failing = serveContents({ ok: false });
    fillNavigationSections(window, URL);
    open('/x/filtering-section');
    await settle();
    expect(failing).toHaveBeenCalled();
    expect(links('/x/filtering-section')).toEqual([]);
    const answering = serveContents();
    section('/x/filtering-section').open = false;
    await settle();
    open('/x/filtering-section');
    await settle();
    expect(links('/x/filtering-section')).toEqual(['Quick filter']);
    expect(answering).toHaveBeenCalledTimes(1);
  });
});
