import dynamic from 'next/dynamic';
import { useTranslate } from '@/i18n/LanguageContext';
import { PlainIcon } from '@/icons/PlainIcon';
import type { ProductId } from '@/routing/products';
import { MenuButton } from './MenuButton';
import { PRODUCT_NAMES, type ProductLink } from './products';

// Most readers never open a switcher: its menu loads on the first click.
const ProductMenu = dynamic(() => import('./menus/ProductMenu').then((module) => module.ProductMenu), { ssr: false });

/** Switches between MUI X products; other MUI products are outbound links. */
export function ProductSwitcher({ products, current }: { products: ProductLink[]; current: ProductId | null }) {
  const t = useTranslate();
  const label = current ? PRODUCT_NAMES[current] : t('productsMuiX');
  return (
    <MenuButton
      label={label}
      endIcon={<PlainIcon name="ArrowDropDown" />}
      className="shell-button-strong"
      // The accessible name starts with the visible label, so "click Data Grid" works for speech input (WCAG 2.5.3).
      aria-label={t('productSwitcher', { label })}
      data-ga-event-category="header"
      data-ga-event-action="product-switcher"
      renderMenu={(menu) => <ProductMenu {...menu} products={products} current={current} />}
    />
  );
}
