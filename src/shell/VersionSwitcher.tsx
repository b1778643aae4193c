import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from '@/i18n/LanguageContext';
import { RouterLink } from '@/routing/Link';
import { MenuButton } from './MenuButton';
import { CURRENT_VERSION, VERSIONS } from './versions';

export function VersionSwitcher() {
  const t = useTranslate();
  const label = `v${CURRENT_VERSION.text}`;
  return (
    <MenuButton
      label={label}
      endIcon={<ArrowDropDown />}
      color="inherit"
      size="small"
      aria-label={t('versionSwitcher').replace('$label', label)}
      data-ga-event-category="header"
      data-ga-event-action="version-switcher"
      sx={{ textTransform: 'none' }}
    >
      {(close) =>
        VERSIONS.map((version) =>
          version.current ? (
            <MenuItem key={version.text} component={RouterLink} href={version.href} selected onClick={close}>
              {version.text} ({t('versionCurrent')})
            </MenuItem>
          ) : (
            <MenuItem key={version.text} component="a" href={version.href} onClick={close}>
              {version.text}
            </MenuItem>
          ),
        )
      }
    </MenuButton>
  );
}
