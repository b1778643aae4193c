import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { copyButtonLabel, copyShortcutKey, DEFAULT_SHORTCUT_KEY } from './copyShortcut';

/** "Copy" / "Copied" button of a code block, with the keyboard shortcut as a hint. */
export function CopyButton({ copied, onCopy, sx }: { copied: boolean; onCopy: () => void; sx?: SxProps<Theme> }) {
  const t = useTranslate();
  const [shortcutKey, setShortcutKey] = useState(DEFAULT_SHORTCUT_KEY);
  useEffect(() => setShortcutKey(copyShortcutKey(navigator.platform)), []);
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={onCopy}
      aria-label={copied ? t('copied') : copyButtonLabel(t, shortcutKey)}
      aria-live="polite"
      data-ga-event-category="code"
      data-ga-event-action="copy"
      sx={{
        minWidth: 0,
        py: 0.25,
        px: 1,
        fontSize: '0.75rem',
        textTransform: 'none',
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'background.paper' },
        ...sx,
      }}
    >
      {copied ? t('copied') : t('copy')}
      {/* A flex item: its own margin separates it from the label (a leading space would be trimmed). */}
      <Box
        component="kbd"
        aria-hidden
        className="copy-hint"
        sx={{ ml: 0.75, fontFamily: 'inherit', fontSize: '0.6875rem', color: 'text.secondary' }}
      >
        {`${shortcutKey}+C`}
      </Box>
    </Button>
  );
}
