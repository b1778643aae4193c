import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { MUI_X_PRODUCTS } from '@content/demoData';

// Extends the page's theme (light or dark) instead of replacing it.
const withTreeItemOverrides = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiTreeItem2: {
      styleOverrides: {
        content: {
          borderRadius: 0,
          borderBottom: `1px solid ${outerTheme.palette.divider}`,
        },
        label: {
          fontSize: '0.875rem',
        },
        iconContainer: {
          color: outerTheme.palette.primary.main,
        },
      },
    },
  },
});

export default function TreeItemThemeOverrides() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withTreeItemOverrides(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
        <RichTreeView
          aria-label="MUI X products"
          items={MUI_X_PRODUCTS}
          defaultExpandedItems={['pickers']}
          slots={{ item: TreeItem2 }}
        />
      </Box>
    </ThemeProvider>
  );
}
