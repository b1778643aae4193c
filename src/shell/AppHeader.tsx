import { useTranslate } from '@/i18n/LanguageContext';
import { PlainIcon } from '@/icons/PlainIcon';
import { PlainRouterLink } from '@/routing/PlainRouterLink';
import { SearchButton } from '@/search/SearchButton';
import type { ProductId } from '@/routing/products';
import { LanguageMenu } from './LanguageMenu';
import { ProductSwitcher } from './ProductSwitcher';
import { REPOSITORY_URL, type ProductLink } from './products';
import { VersionSwitcher } from './VersionSwitcher';

interface AppHeaderProps {
  pathname: string;
  product: ProductId | null;
  products: ProductLink[];
  onOpenNavigation: () => void;
}

/** The app bar: plain markup and buttons styled by `.app-bar` in src/styles/content.css (its menus load on demand). */
export function AppHeader({ pathname, product, products, onOpenNavigation }: AppHeaderProps) {
  const t = useTranslate();
  return (
    <header className="app-bar">
      <div className="app-bar-row">
        <button
          type="button"
          className="shell-icon-button app-bar-menu"
          aria-label={t('openNavigation')}
          onClick={onOpenNavigation}
        >
          <PlainIcon name="Menu" />
        </button>
        <PlainRouterLink href="/x/introduction/" className="app-bar-name">
          {t('appName')}
        </PlainRouterLink>
        <div className="app-bar-switchers">
          <ProductSwitcher products={products} current={product} />
          <VersionSwitcher />
        </div>
        <div className="app-bar-spacer" />
        <SearchButton />
        <LanguageMenu pathname={pathname} />
        <a
          href={REPOSITORY_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="shell-icon-button"
          aria-label={t('githubRepository')}
          title={t('githubRepository')}
        >
          <PlainIcon name="GitHub" />
        </a>
        {/* Answered by the shell's script, with or without React: it opens the settings drawer (src/settings/). */}
        <button
          type="button"
          className="shell-icon-button app-bar-settings"
          aria-label={t('toggleSettings')}
          title={t('settings')}
          data-ga-event-category="header"
          data-ga-event-action="settings"
        >
          <PlainIcon name="SettingsOutlined" />
        </button>
      </div>
    </header>
  );
}
