import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE_COLORS, Z_INDEX } from './constants';
import { createDocsTheme } from './createDocsTheme';

const baseState = { dense: false, direction: 'ltr', paletteColors: null, spacing: 8 } as const;

describe('createDocsTheme', () => {
  const theme = createDocsTheme(baseState);

  it('uses the breakpoints xs 0, sm 600, md 900, lg 1200, xl 1536', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:900px)');
  });

  it('spacing(1) is one unit of the 8px spacing CSS variable', () => {
    // With CSS variables on, Material UI returns a calc() over --mui-spacing with the configured fallback.
    expect(theme.spacing(1)).toBe('calc(1 * var(--mui-spacing, 8px))');
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
  });

  it('spacing follows the state spacing', () => {
    expect(createDocsTheme({ ...baseState, spacing: 6 }).spacing(1)).toBe('calc(1 * var(--mui-spacing, 6px))');
  });

  it('the dense layout tightens spacing to 6px, and keeps a spacing chosen tighter still', () => {
    expect(createDocsTheme({ ...baseState, dense: true }).spacing(1)).toBe('calc(1 * var(--mui-spacing, 6px))');
    expect(createDocsTheme({ ...baseState, dense: true, spacing: 4 }).spacing(1)).toBe(
      'calc(1 * var(--mui-spacing, 4px))',
    );
    expect(createDocsTheme({ ...baseState, dense: false, spacing: 8 }).spacing(1)).toBe(
      'calc(1 * var(--mui-spacing, 8px))',
    );
  });

  it('has a border radius of 4', () => {
    expect(theme.shape.borderRadius).toBe(4);
  });

  it('uses the documented z-index scale', () => {
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.zIndex).toMatchObject(Z_INDEX);
  });

  it('switches colour schemes on the attribute the head script sets before first paint', () => {
    expect(theme.colorSchemes.light).toBeDefined();
    expect(theme.colorSchemes.dark).toBeDefined();
    // The attribute preferencesHeadScript.test.ts sees the head script set.
    expect(theme.getColorSchemeSelector('dark')).toContain('[data-mui-color-scheme="dark"]');
  });

  it('uses the default palette when there are no custom colours', () => {
    expect(theme.colorSchemes.light?.palette.primary.main).toBe(DEFAULT_PALETTE_COLORS.light.primary);
    expect(theme.colorSchemes.light?.palette.secondary.main).toBe(DEFAULT_PALETTE_COLORS.light.secondary);
    expect(theme.colorSchemes.dark?.palette.primary.main).toBe(DEFAULT_PALETTE_COLORS.dark.primary);
  });

  it('uses custom colours in both schemes, keeping the default secondary when only primary is given', () => {
    const custom = createDocsTheme({ ...baseState, paletteColors: { primary: '#ff5722' } });
    expect(custom.colorSchemes.light?.palette.primary.main).toBe('#ff5722');
    expect(custom.colorSchemes.dark?.palette.primary.main).toBe('#ff5722');
    expect(custom.colorSchemes.light?.palette.secondary.main).toBe(DEFAULT_PALETTE_COLORS.light.secondary);
  });

  it('dense layout makes buttons small and lists dense', () => {
    const dense = createDocsTheme({ ...baseState, dense: true });
    expect(dense.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(dense.components?.MuiList?.defaultProps?.dense).toBe(true);
    expect(dense.components?.MuiTextField?.defaultProps).toMatchObject({ size: 'small', margin: 'dense' });
    expect(dense.components?.MuiToolbar?.defaultProps?.variant).toBe('dense');
  });

  it('without the dense layout, buttons and lists keep their default props', () => {
    expect(theme.components?.MuiButton?.defaultProps?.size).toBeUndefined();
    expect(theme.components?.MuiList?.defaultProps?.dense).toBeUndefined();
    expect(theme.components?.MuiButton).toBeUndefined();
    expect(theme.components?.MuiList).toBeUndefined();
  });

  it("carries the components' locale defaults given for demos, dense or not", () => {
    const locale = { MuiDataGrid: { defaultProps: { localeText: { toolbarExport: '导出' } } } };
    expect(createDocsTheme(baseState, locale).components?.MuiDataGrid?.defaultProps?.localeText?.toolbarExport).toBe(
      '导出',
    );
    expect(
      createDocsTheme({ ...baseState, dense: true }, locale).components?.MuiDataGrid?.defaultProps?.localeText
        ?.toolbarExport,
    ).toBe('导出');
    expect(theme.components?.MuiDataGrid?.defaultProps?.localeText).toBeUndefined();
  });

  it('direction rtl gives an rtl theme and ltr an ltr one', () => {
    expect(createDocsTheme({ ...baseState, direction: 'rtl' }).direction).toBe('rtl');
    expect(theme.direction).toBe('ltr');
  });

  it('grids never probe for eval, which the Content-Security-Policy forbids, and keep their locale texts', () => {
    expect(createDocsTheme(baseState).components?.MuiDataGrid?.defaultProps?.disableEval).toBe(true);
    const localeText = { noRowsLabel: '没有数据' };
    const chinese = createDocsTheme(baseState, { MuiDataGrid: { defaultProps: { localeText } } });
    expect(chinese.components?.MuiDataGrid?.defaultProps).toEqual({ localeText, disableEval: true });
  });
});
