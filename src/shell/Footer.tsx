import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/LanguageContext';

export function Footer() {
  const t = useTranslate();
  return (
    <Box component="footer" sx={{ mx: { xs: 2, sm: 4 }, mt: 4, py: 4, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
      <Typography variant="body2">{t('footerCopyright')}</Typography>
      <Typography variant="body2">{t('footerLicense')}</Typography>
    </Box>
  );
}
