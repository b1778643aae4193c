/** The MIT packages of MUI X, one per component family (names under `@mui/`). */
export const MIT_PACKAGES: readonly string[] = ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'];

/** The commercial packages of MUI X: the Pro and Premium plans, and the Charts Pro preview. */
export const COMMERCIAL_PACKAGES: readonly string[] = [
  'x-data-grid-pro',
  'x-data-grid-premium',
  'x-date-pickers-pro',
  'x-charts-pro',
  'x-tree-view-pro',
];
