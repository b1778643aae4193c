import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { getShortcutLabel, isMacPlatform, isSearchShortcut } from './searchShortcut';

// The dialog and the engine load on first use: nothing of search is downloaded before the reader opens it.
const SearchDialog = dynamic(() => import('./SearchDialog'), { ssr: false });

/** The app bar's search button with its shortcut; Ctrl/⌘+K and `/` open the dialog from anywhere on the page. */
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
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        startIcon={<SearchIcon />}
        aria-keyshortcuts={isMac ? 'Meta+K /' : 'Control+K /'}
        sx={{
          textTransform: 'none',
          borderColor: 'divider',
          color: 'text.secondary',
          gap: 1,
          minWidth: { xs: 0, sm: 160 },
          px: { xs: 1, sm: 1.5 },
          justifyContent: 'flex-start',
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
        }}
      >
        {/* On phones the button is its icon; the label stays in the accessible name, visually hidden. */}
        <Box
          component="span"
          sx={{
            position: { xs: 'absolute', sm: 'static' },
            width: { xs: '1px', sm: 'auto' },
            height: { xs: '1px', sm: 'auto' },
            overflow: { xs: 'hidden', sm: 'visible' },
            clipPath: { xs: 'inset(50%)', sm: 'none' },
            whiteSpace: 'nowrap',
          }}
        >
          {t('search.button')}
        </Box>
        <Box component="kbd" sx={{ ml: 'auto', fontFamily: 'inherit', fontSize: '0.75rem', border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5, display: { xs: 'none', sm: 'inline' } }}>
          {getShortcutLabel(isMac)}
        </Box>
      </Button>
      {used ? <SearchDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
