import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from '@/i18n/LanguageContext';
import { RouterLink } from '@/routing/Link';
import type { ProductId } from '@/routing/products';
import { MenuButton } from './MenuButton';
import { OTHER_MUI_PRODUCTS, PRODUCT_NAMES, type ProductLink } from './products';

/** Switches between MUI X products; other MUI products are outbound links. */
export function ProductSwitcher({ products, current }: { products: ProductLink[]; current: ProductId | null }) {
  const t = useTranslate();
  const label = current ? PRODUCT_NAMES[current] : t('productsMuiX');
  return (
    <MenuButton
      label={label}
      endIcon={<ArrowDropDown />}
      color="inherit"
      // The accessible name starts with the visible label, so "click Data Grid" works for speech input (WCAG 2.5.3).
      aria-label={t('productSwitcher').replace('$label', label)}
      data-ga-event-category="header"
      data-ga-event-action="product-switcher"
      sx={{ textTransform: 'none', fontWeight: 600 }}
    >
      {(close) => [
        <ListSubheader key="x">{t('productsMuiX')}</ListSubheader>,
        ...products.map((product) => (
          <MenuItem
            key={product.id}
            component={RouterLink}
            href={product.href}
            selected={product.id === current}
            onClick={close}
          >
            {product.name}
          </MenuItem>
        )),
        <Divider key="divider" />,
        <ListSubheader key="other">{t('productsOther')}</ListSubheader>,
        ...OTHER_MUI_PRODUCTS.map((product) => (
          <MenuItem key={product.id} component="a" href={product.href} target="_blank" rel="noopener noreferrer" onClick={close}>
            {product.name}
          </MenuItem>
        )),
      ]}
    </MenuButton>
  );
}
