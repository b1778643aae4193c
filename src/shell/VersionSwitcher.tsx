import dynamic from 'next/dynamic';
import { useTranslate } from '@/i18n/LanguageContext';
import { PlainIcon } from '@/icons/PlainIcon';
import { MenuButton } from './MenuButton';
import { CURRENT_VERSION } from './versions';

const VersionMenu = dynamic(() => import('./menus/VersionMenu').then((module) => module.VersionMenu), { ssr: false });

export function VersionSwitcher() {
  const t = useTranslate();
  const label = `v${CURRENT_VERSION.text}`;
  return (
    <MenuButton
      label={label}
      endIcon={<PlainIcon name="ArrowDropDown" />}
      className="shell-button-small"
      aria-label={t('versionSwitcher', { label })}
      data-ga-event-category="header"
      data-ga-event-action="version-switcher"
      renderMenu={(menu) => <VersionMenu {...menu} />}
    />
  );
}
