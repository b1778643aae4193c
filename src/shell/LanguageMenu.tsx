import Translate from '@mui/icons-material/Translate';
import MenuItem from '@mui/material/MenuItem';
import { useLanguage, useTranslate } from '@/i18n/LanguageContext';
import { LANGUAGES, LANGUAGE_LABELS, HTML_LANG } from '@/i18n/languages';
import { RouterLink } from '@/routing/Link';
import { MenuButton } from './MenuButton';

/** Offers the current page in each language. */
export function LanguageMenu({ pathname }: { pathname: string }) {
  const t = useTranslate();
  const current = useLanguage();
  return (
    <MenuButton
      label={<Translate fontSize="small" />}
      color="inherit"
      aria-label={t('languageMenu')}
      data-ga-event-category="header"
      data-ga-event-action="language"
      sx={{ minWidth: 0 }}
    >
      {(close) =>
        LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            component={RouterLink}
            href={pathname}
            language={language}
            lang={HTML_LANG[language]}
            hrefLang={HTML_LANG[language]}
            selected={language === current}
            onClick={close}
          >
            {LANGUAGE_LABELS[language]}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
