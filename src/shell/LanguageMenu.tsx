import dynamic from 'next/dynamic';
import { useTranslate } from '@/i18n/LanguageContext';
import { PlainIcon } from '@/icons/PlainIcon';
import { MenuButton } from './MenuButton';

const LanguageMenuList = dynamic(() => import('./menus/LanguageMenuList').then((module) => module.LanguageMenuList), {
  ssr: false,
});

/** Offers the current page in each language. */
export function LanguageMenu({ pathname }: { pathname: string }) {
  const t = useTranslate();
  return (
    <MenuButton
      label={<PlainIcon name="Translate" small />}
      className="shell-icon-button"
      aria-label={t('languageMenu')}
      data-ga-event-category="header"
      data-ga-event-action="language"
      renderMenu={(menu) => <LanguageMenuList {...menu} pathname={pathname} />}
    />
  );
}
