import { emptySections, isEmptySection, NAVIGATION_SECTION_SELECTOR } from '@/shell/navigation/emptySections';
import { NAVIGATION_SECTIONS_REQUEST_KEY } from './installShellControls';

/** The folder of the sections' contents, beside the integrations module's under `_next/static/<build id>/`. */
export const NAVIGATION_SECTIONS_FOLDER = 'navigation';

/** The file of one language's section contents, named after its pages' `<html lang>`. */
export function navigationSectionsFile(htmlLang: string): string {
  return `${htmlLang}.json`;
}

type SectionContents = Record<string, string>;

/**
 * Fills a navigation section the build left empty when a reader opens it, without React: its links come from the
 * build's file of section contents (renderNavigationSections), fetched once, when the reader heads for the
 * navigation (the menu button pressed or the panel already open, the pointer or focus in the panel) or opens a
 * section; a request the shell's script started on the menu's press is taken over, and one this starts is left for
 * it. A section opened before this runs is filled at once; once the links are at hand, a section is filled by the
 * click that opens it. Once the app has hydrated, sections are React's (useLazyNavigationSections); a section either
 * filled stays filled. A file out of reach leaves the section as built, to be tried again.
 */
export function fillNavigationSections(
  win: Window & { [NAVIGATION_SECTIONS_REQUEST_KEY]?: Promise<Response | null> },
  contentsUrl: string,
) {
  const doc = win.document;
  const panel = doc.querySelector<HTMLElement>('.nav-panel');
  if (!panel) {
    return;
  }
  const hydrated = () => doc.documentElement.getAttribute('data-hydrated') === 'true';
  let request: Promise<SectionContents | null> | null = null;
  let atHand: SectionContents | null = null;
  // One request for the page, whoever starts it: the shell's script at the menu's press, or this. Answered, it stays
  // on the window, so that a later press asks for nothing more; out of reach, it goes, to be asked for again.
  const load = () => {
    request ??= (win[NAVIGATION_SECTIONS_REQUEST_KEY] ??= win.fetch(contentsUrl).catch(() => null))
      .then((response) => (response?.ok ? (response.json() as Promise<SectionContents>) : null))
      .catch(() => null)
      .then((contents) => {
        if (!contents) {
          request = null;
          win[NAVIGATION_SECTIONS_REQUEST_KEY] = undefined;
        }
        atHand = contents;
        return contents;
      });
    return request;
  };
  const fill = (section: HTMLDetailsElement, contents: SectionContents) => {
    const list = contents[section.dataset.section ?? ''];
    if (list) {
      section.insertAdjacentHTML('beforeend', list);
    }
  };
  const fillOpenSections = async () => {
    if (hydrated() || !emptySections(panel).some((section) => section.open)) {
      return;
    }
    const contents = await load();
    if (!contents || hydrated()) {
      return;
    }
    for (const section of emptySections(panel).filter((element) => element.open)) {
      fill(section, contents);
    }
  };
  // A section about to open is filled by the click that opens it when the contents are at hand: in that task, so that
  // it shows open and filled in the same frame, not open and empty until its `toggle` event a task and a frame later.
  const fillOnOpening = (event: Event) => {
    const summary = event.target instanceof Element ? event.target.closest('summary') : null;
    const section = summary?.parentElement;
    if (
      atHand &&
      !hydrated() &&
      section instanceof HTMLDetailsElement &&
      section.matches(NAVIGATION_SECTION_SELECTOR) &&
      !section.open &&
      isEmptySection(section)
    ) {
      fill(section, atHand);
    }
  };
  const prefetch = () => {
    if (!hydrated() && emptySections(panel).length > 0) {
      void load();
    }
  };
  // `toggle` does not bubble: it reaches the panel only while capturing.
  panel.addEventListener('toggle', () => void fillOpenSections(), true);
  panel.addEventListener('click', fillOnOpening, true);
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    panel.addEventListener(type, prefetch, { capture: true, passive: true, once: true });
  }
  doc.querySelector('.app-bar-menu')?.addEventListener('click', prefetch, { once: true });
  // A reader who opened the panel before this ran is already on the way to a section.
  if (panel.hasAttribute('data-open')) {
    prefetch();
  }
  void fillOpenSections();
}
