import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { PlainIcon } from '@/icons/PlainIcon';
import { getShortcutLabel, isMacPlatform, isSearchShortcut } from './searchShortcut';

// The dialog and the engine load on first use: nothing of search is downloaded before the reader opens it.
const SearchDialog = dynamic(() => import('./SearchDialog'), { ssr: false });

/** The app bar's search button with its shortcut (`.search-button` in src/styles/content.css); Ctrl/⌘+K and `/` open the dialog from anywhere on the page. */
export function SearchButton() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // The server renders Ctrl K; a Mac shows ⌘K after hydration.
  const [isMac, setIsMac] = useState(false);

  useEffect(() => {
    const mac = isMacPlatform(navigator.platform);
    setIsMac(mac);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && isSearchShortcut(event, mac)) {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-keyshortcuts={isMac ? 'Meta+K /' : 'Control+K /'}
        // The placeholder of the stand-in search box shown when search is asked for before the scripts run.
        data-placeholder={t('search.placeholder')}
      >
        <PlainIcon name="Search" small />
        {/* On phones the button is its icon; the label stays in the accessible name, visually hidden. */}
        <span className="search-button-label">{t('search.button')}</span>
        <kbd className="search-button-shortcut">{getShortcutLabel(isMac)}</kbd>
      </button>
      {used ? <SearchDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
