import { ENVIRONMENT } from '@/config/environment';
import { PRODUCT_IDS, PRODUCT_SLUGS, type ProductId } from '@/routing/products';

export const PRODUCT_NAMES: Record<ProductId, string> = {
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
};

export interface ProductLink {
  id: string;
  name: string;
  href: string;
}

export const OTHER_MUI_PRODUCTS: ProductLink[] = [
  { id: 'material-ui', name: 'Material UI', href: 'https://mui.com/material-ui/' },
  { id: 'joy-ui', name: 'Joy UI', href: 'https://mui.com/joy-ui/getting-started/' },
  { id: 'base-ui', name: 'Base UI', href: 'https://base-ui.com/' },
  { id: 'system', name: 'MUI System', href: 'https://mui.com/system/getting-started/' },
  { id: 'toolpad', name: 'Toolpad', href: 'https://mui.com/toolpad/' },
];

/**
 * Every MUI X product, linking to its overview page. A constant, so the app bar needs no navigation tree in the
 * browser; products.test.ts checks each overview is a page of the tree.
 */
export const PRODUCT_LINKS: ProductLink[] = PRODUCT_IDS.map((id) => ({
  id,
  name: PRODUCT_NAMES[id],
  href: `/x/react-${PRODUCT_SLUGS[id]}/`,
}));

export const REPOSITORY_URL = 'https://github.com/mui/mui-x';
/** Where this site's own sources live, for "Edit this page" and demo sources. */
export const DOCS_REPOSITORY_URL = ENVIRONMENT.docsRepositoryUrl;
export const DOCS_REPOSITORY_EDIT_URL = `${DOCS_REPOSITORY_URL}/edit/main/`;
