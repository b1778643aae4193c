import GitHub from '@mui/icons-material/GitHub';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslate } from '@/i18n/LanguageContext';
import { Link } from '@/routing/Link';
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
  onOpenSettings: () => void;
}

export function AppHeader({ pathname, product, products, onOpenNavigation, onOpenSettings }: AppHeaderProps) {
  const t = useTranslate();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: 0.5 }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('openNavigation')}
          onClick={onOpenNavigation}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link href="/x/introduction/" underline="none" color="inherit" sx={{ fontWeight: 700, fontSize: '1.125rem', mr: 1, whiteSpace: 'nowrap' }}>
          {t('appName')}
        </Link>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
          <ProductSwitcher products={products} current={product} />
          <VersionSwitcher />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <SearchButton />
        <LanguageMenu pathname={pathname} />
        <IconButton
          component="a"
          href={REPOSITORY_URL}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          aria-label={t('githubRepository')}
          title={t('githubRepository')}
        >
          <GitHub />
        </IconButton>
        <IconButton
          color="inherit"
          aria-label={t('toggleSettings')}
          title={t('settings')}
          onClick={onOpenSettings}
          data-ga-event-category="header"
          data-ga-event-action="settings"
        >
          <SettingsOutlined />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
