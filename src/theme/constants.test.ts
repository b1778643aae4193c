import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { BORDER_RADIUS, BREAKPOINTS, DEBOUNCE_MS, DEFAULT_PALETTE_COLORS, DENSE_SPACING, DOCS_SHAPE_RADIUS, SPACING, Z_INDEX } from './constants';

describe('design constants', () => {
  it('DEBOUNCE_MS is 166 (10 frames at 60 Hz)', () => {
    expect(DEBOUNCE_MS).toBe(166);
  });

  it('DOCS_SHAPE_RADIUS is 12', () => {
    expect(DOCS_SHAPE_RADIUS).toBe(12);
  });

  it('the default spacing is 8 and the border radius 4', () => {
    expect(SPACING).toBe(8);
    expect(BORDER_RADIUS).toBe(4);
  });

  it('the dense spacing is tighter than the default spacing', () => {
    expect(DENSE_SPACING).toBe(6);
    expect(DENSE_SPACING).toBeLessThan(SPACING);
  });

  it('the z-index scale stacks app bar below drawer, modal, snackbar and tooltip', () => {
    expect(Z_INDEX).toEqual({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
  });

  it('breakpoints are the Material UI defaults', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('primary text on the default palettes passes WCAG AA (4.5:1), on plain and tinted surfaces', () => {
    for (const surface of ['#ffffff', '#f5f5f5', '#ebebeb']) {
      expect(getContrastRatio(DEFAULT_PALETTE_COLORS.light.primary, surface), `light primary on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of ['#0b0d0e', '#101418', '#1d2126']) {
      expect(getContrastRatio(DEFAULT_PALETTE_COLORS.dark.primary, surface), `dark primary on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
