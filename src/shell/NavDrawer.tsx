import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { navigation } from '@content/navigation';
import { useTranslate } from '@/i18n/LanguageContext';
import { NAV_DRAWER_WIDTH } from './layoutSizes';
import { NavTree } from './NavTree';

interface NavDrawerProps {
  activePathname: string;
  mobileOpen: boolean;
  onClose: () => void;
}

/** Permanent navigation at lg and up; a temporary drawer opened by the menu button below. */
export function NavDrawer({ activePathname, mobileOpen, onClose }: NavDrawerProps) {
  const t = useTranslate();
  const permanent = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: false });
  const tree = (
    <Box component="nav" aria-label={t('mainNavigation')} sx={{ overflowY: 'auto', px: 1, pb: 4 }}>
      <List component="ul" disablePadding>
        <NavTree nodes={navigation} activePathname={activePathname} onNavigate={permanent ? undefined : onClose} />
      </List>
    </Box>
  );
  return (
    <Box sx={{ width: { lg: NAV_DRAWER_WIDTH }, flexShrink: { lg: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen && !permanent}
        onClose={onClose}
        ModalProps={{ keepMounted: false }}
        sx={{ display: { xs: 'block', lg: 'none' }, '& .MuiDrawer-paper': { width: NAV_DRAWER_WIDTH } }}
      >
        <Toolbar />
        {tree}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', lg: 'block' },
          '& .MuiDrawer-paper': { width: NAV_DRAWER_WIDTH, boxSizing: 'border-box', borderRightStyle: 'solid' },
        }}
      >
        <Toolbar />
        {tree}
      </Drawer>
    </Box>
  );
}
