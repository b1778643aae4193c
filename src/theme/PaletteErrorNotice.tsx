import Snackbar from '@mui/material/Snackbar';
import { useTranslate } from '@/i18n/LanguageContext';
import { MaterialThemeScope } from './MaterialThemeScope';

/** Tells the reader their stored colours were unreadable and the default palette is in use. */
export function PaletteErrorNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  return (
    <MaterialThemeScope>
      <Snackbar open={open} onClose={onClose} autoHideDuration={6000} message={t('paletteColorsError')} />
    </MaterialThemeScope>
  );
}
