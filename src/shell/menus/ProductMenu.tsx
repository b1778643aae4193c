import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from '@/i18n/LanguageContext';
import { RouterLink } from '@/routing/Link';
import type { ProductId } from '@/routing/products';
import { OTHER_MUI_PRODUCTS, type ProductLink } from '../products';
import { MaterialThemeScope } from '@/theme/MaterialThemeScope';
import type { MenuProps } from './menuProps';

/** The product switcher's menu: MUI X products, then other MUI products as outbound links. */
export function ProductMenu({
  id,
  anchorEl,
  onClose,
  products,
  current,
}: MenuProps & { products: ProductLink[]; current: ProductId | null }) {
  const t = useTranslate();
  return (
    <MaterialThemeScope>
      <Menu id={id} anchorEl={anchorEl} open onClose={onClose}>
        <ListSubheader>{t('productsMuiX')}</ListSubheader>
        {products.map((product) => (
          <MenuItem
            key={product.id}
            component={RouterLink}
            href={product.href}
            selected={product.id === current}
            onClick={onClose}
          >
            {product.name}
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>{t('productsOther')}</ListSubheader>
        {OTHER_MUI_PRODUCTS.map((product) => (
          <MenuItem
            key={product.id}
            component="a"
            href={product.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            {product.name}
          </MenuItem>
        ))}
      </Menu>
    </MaterialThemeScope>
  );
}
