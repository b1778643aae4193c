import { isCopyShortcut, isMacPlatform } from '@/content/copyShortcut';
import { staticCodeBlockOf } from '@/content/staticCodeBlockOf';
import { navigationSectionsUrl } from './navigationSectionsUrl';

/** The `window` function the page's loader defines: it starts React and Next's runtime (once). */
export const BOOT_KEY = '__docsBoot';

/** The `window` function the settings module defines (src/settings/installSettingsDrawer.ts): it opens the drawer. */
export const SETTINGS_KEY = '__docsSettings';

/** Set when settings was pressed before the settings module ran: the module opens the drawer as it installs. */
export const SETTINGS_WANTED_KEY = '__docsSettingsWanted';

/**
 * The page's one request for the navigation sections' file, whoever starts it: this script when the menu button is
 * pressed, before the integrations module that fills the sections has run (on a phone that module comes after the
 * load, and its own request would start only then), or that module (fillNavigationSections), which takes it over.
 */
export const NAVIGATION_SECTIONS_REQUEST_KEY = '__docsNavigationSections';

/** The rules the script applies, passed in as values so their source is embedded once, from their modules. */
export interface ShellControlRules {
  copyShortcut: typeof isCopyShortcut;
  mac: typeof isMacPlatform;
  codeBlockOf: typeof staticCodeBlockOf;
  sectionsUrl: typeof navigationSectionsUrl;
}

/** The site's rules, as modules: the inline script embeds their source (getShellControlsScript), tests call them. */
export const SHELL_CONTROL_RULES: ShellControlRules = {
  copyShortcut: isCopyShortcut,
  mac: isMacPlatform,
  codeBlockOf: staticCodeBlockOf,
  sectionsUrl: navigationSectionsUrl,
};

/**
 * The shell's always-on controls, working from first paint without React: the app bar's menu button opens the
 * navigation panel (Escape or the backdrop close it) and, from its press, asks for the links of the panel's closed
 * sections (NAVIGATION_SECTIONS_REQUEST_KEY), a code block's Copy button (or Ctrl/⌘+C while the block is
 * hovered or focused and nothing is selected) copies it and says "Copied" for two seconds, and a heading's anchor
 * copies the link to its section. The settings button opens the React-free settings drawer at any time, before and
 * after hydration (or asks the settings module to, when it has not run yet). Once the app has hydrated, the menu and Copy buttons are React's (an open panel is
 * handed over by pressing the menu button again, now React's). Runs as an inline script in the head
 * (getShellControlsScript), so it refers to nothing outside itself, and registers before the early-input script, which
 * leaves a press it answered (default prevented) unrecorded. Only what a reader can press at first paint belongs here:
 * every byte is in each page's document (the table of contents' marker starts after the load, followTableOfContents).
 */
export function installShellControls(
  win: Window & {
    __docsBoot?: () => void;
    __docsSettings?: () => void;
    __docsSettingsWanted?: boolean;
    __docsNavigationSections?: Promise<Response | null>;
  },
  rules: ShellControlRules,
) {
  // Spelled out here: the inline script has no module scope to take constants from.
  /** How long a code block's button says "Copied". */
  const COPIED_MS = 2000;
  const doc = win.document;
  const html = doc.documentElement;
  const hydrated = () => html.getAttribute('data-hydrated') === 'true';
  let opener: HTMLElement | null = null;
  const panel = () => doc.querySelector<HTMLElement>('.nav-panel');
  const isOpen = () => !!panel()?.hasAttribute('data-open');
  const setNavigation = (open: boolean) => {
    const element = panel();
    const backdrop = doc.querySelector('.nav-backdrop');
    if (!element || !backdrop) {
      return;
    }
    if (open) {
      opener = doc.activeElement as HTMLElement | null;
      element.setAttribute('data-open', 'true');
      backdrop.removeAttribute('hidden');
      doc.body.style.overflow = 'hidden';
      (element.querySelector<HTMLElement>('a[aria-current]') ?? element.querySelector<HTMLElement>('a[href]'))?.focus();
    } else {
      element.removeAttribute('data-open');
      backdrop.setAttribute('hidden', '');
      doc.body.style.overflow = '';
      opener?.focus();
      opener = null;
    }
  };
  // Asked for at the press, not the click (on a touch screen about 30 ms later): the file is on a phone's slow network.
  const requestSections = () => {
    const url = rules.sectionsUrl(doc);
    if (url && !win.__docsNavigationSections) {
      win.__docsNavigationSections = win.fetch(url).catch(() => null);
    }
  };
  win.addEventListener(
    'pointerdown',
    (event) => {
      if (!hydrated() && (event.target as Element | null)?.closest?.('.app-bar-menu')) {
        requestSections();
      }
    },
    true,
  );
  const copy = (button: HTMLButtonElement) => {
    const code = button.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
    const label = button.querySelector('.copy-label');
    const copied = button.getAttribute('data-copied-label');
    win.navigator.clipboard.writeText(code).then(
      () => {
        if (!label || !copied) {
          return;
        }
        const idleLabel = button.getAttribute('aria-label');
        const idleText = label.textContent;
        label.textContent = copied;
        button.setAttribute('aria-label', copied);
        win.setTimeout(() => {
          label.textContent = idleText;
          button.setAttribute('aria-label', idleLabel ?? '');
        }, COPIED_MS);
      },
      () => undefined,
    );
  };
  win.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target || typeof target.closest !== 'function') {
        return;
      }
      const settingsButton = target.closest('.app-bar-settings');
      if (settingsButton) {
        event.preventDefault();
        if (win.__docsSettings) {
          win.__docsSettings();
        } else {
          // Shown as a kept press is (src/earlyInput/), until the settings module opens the drawer.
          win.__docsSettingsWanted = true;
          settingsButton.setAttribute('data-early-pressed', '');
          settingsButton.setAttribute('aria-busy', 'true');
        }
        return;
      }
      if (hydrated()) {
        return;
      }
      const link = target.closest<HTMLAnchorElement>('a[data-copy-link]');
      if (link && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
        // The link also goes to its section, as the browser does by itself.
        win.navigator.clipboard
          .writeText(new URL(link.getAttribute('href') ?? '', win.location.href).toString())
          .catch(() => undefined);
        return;
      }
      const menu = target.closest('.app-bar-menu');
      const copyButton = target.closest<HTMLButtonElement>('button[data-copy-code]');
      if (menu || copyButton || (isOpen() && target.closest('.nav-backdrop'))) {
        // Marked as answered, so the early-input script keeps no replay of it; analytics still sees the click.
        event.preventDefault();
        if (copyButton) {
          copy(copyButton);
        } else {
          if (menu) {
            requestSections();
          }
          setNavigation(!!menu);
        }
      }
    },
    true,
  );
  let hoveredBlock: Element | null = null;
  doc.addEventListener('pointerover', (event) => {
    hoveredBlock = rules.codeBlockOf(event.target as Element | null);
  });
  const isMac = rules.mac(win.navigator.platform);
  win.addEventListener(
    'keydown',
    (event) => {
      if (hydrated()) {
        return;
      }
      if (event.key === 'Escape' && isOpen()) {
        setNavigation(false);
      }
      if (rules.copyShortcut(event, isMac) && !win.getSelection()?.toString()) {
        const block = rules.codeBlockOf(doc.activeElement) ?? hoveredBlock;
        const button = block?.querySelector<HTMLButtonElement>(':scope > button[data-copy-code]');
        if (button) {
          event.preventDefault();
          copy(button);
        }
      }
    },
    true,
  );
  // Hands an open panel over to React: closed here, opened again by React's own menu button.
  new MutationObserver(() => {
    if (hydrated() && isOpen()) {
      setNavigation(false);
      doc.querySelector<HTMLButtonElement>('.app-bar-menu')?.click();
    }
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Source of the inline script that runs installShellControls with the site's rules from first paint. */
export function getShellControlsScript(): string {
  const rules = `{copyShortcut:${isCopyShortcut},mac:${isMacPlatform},codeBlockOf:${staticCodeBlockOf},sectionsUrl:${navigationSectionsUrl}}`;
  return `(${installShellControls})(window,${rules});`;
}
