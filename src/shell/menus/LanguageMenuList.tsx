import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLanguage } from '@/i18n/LanguageContext';
import { HTML_LANG, LANGUAGES, LANGUAGE_LABELS } from '@/i18n/languages';
import { RouterLink } from '@/routing/Link';
import { MaterialThemeScope } from '@/theme/MaterialThemeScope';
import type { MenuProps } from './menuProps';

/** The language menu: the current page in each language. */
export function LanguageMenuList({ id, anchorEl, onClose, pathname }: MenuProps & { pathname: string }) {
  const current = useLanguage();
  return (
    <MaterialThemeScope>
      <Menu id={id} anchorEl={anchorEl} open onClose={onClose}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            component={RouterLink}
            href={pathname}
            language={language}
            lang={HTML_LANG[language]}
            hrefLang={HTML_LANG[language]}
            selected={language === current}
            onClick={onClose}
          >
            {LANGUAGE_LABELS[language]}
          </MenuItem>
        ))}
      </Menu>
    </MaterialThemeScope>
  );
}
