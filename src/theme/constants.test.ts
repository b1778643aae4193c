import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { DEFAULT_PALETTE_COLORS, SPACING } from './constants';
import { createDocsTheme } from './createDocsTheme';

describe('design constants', () => {
  const theme = (dense: boolean) => createDocsTheme({ dense, direction: 'ltr', paletteColors: null, spacing: SPACING });

  it('the theme spaces by 8px, and by a tighter 6px when dense', () => {
    expect(theme(false).spacing(1)).toBe('calc(1 * var(--mui-spacing, 8px))');
    expect(theme(true).spacing(2)).toBe('calc(2 * var(--mui-spacing, 6px))');
  });

  it('the app bar stacks below drawers, modals, snackbars and tooltips', () => {
    const { zIndex } = theme(false);
    expect(zIndex.appBar).toBeLessThan(zIndex.drawer);
    expect(zIndex.drawer).toBeLessThan(zIndex.modal);
    expect(zIndex.modal).toBeLessThan(zIndex.snackbar);
    expect(zIndex.snackbar).toBeLessThan(zIndex.tooltip);
  });

  it('the layout switches at Material UI’s breakpoints', () => {
    expect(theme(false).breakpoints.up('md')).toBe('@media (min-width:900px)');
  });

  it('primary text on the default palettes passes WCAG AA (4.5:1), on plain and tinted surfaces', () => {
    for (const surface of ['#ffffff', '#f5f5f5', '#ebebeb']) {
      expect(
        getContrastRatio(DEFAULT_PALETTE_COLORS.light.primary, surface),
        `light primary on ${surface}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of ['#0b0d0e', '#101418', '#1d2126']) {
      expect(
        getContrastRatio(DEFAULT_PALETTE_COLORS.dark.primary, surface),
        `dark primary on ${surface}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
