import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from '@/i18n/LanguageContext';
import { RouterLink } from '@/routing/Link';
import { VERSIONS } from '../versions';
import { MaterialThemeScope } from '@/theme/MaterialThemeScope';
import type { MenuProps } from './menuProps';

/** The version switcher's menu: this version (client-side) and the other documentation versions. */
export function VersionMenu({ id, anchorEl, onClose }: MenuProps) {
  const t = useTranslate();
  return (
    <MaterialThemeScope>
      <Menu id={id} anchorEl={anchorEl} open onClose={onClose}>
        {VERSIONS.map((version) =>
          version.current ? (
            <MenuItem key={version.text} component={RouterLink} href={version.href} selected onClick={onClose}>
              {version.text} ({t('versionCurrent')})
            </MenuItem>
          ) : (
            <MenuItem key={version.text} component="a" href={version.href} onClick={onClose}>
              {version.text}
            </MenuItem>
          ),
        )}
      </Menu>
    </MaterialThemeScope>
  );
}
