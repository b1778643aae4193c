import type * as React from 'react';
import type { GridApi } from '@mui/x-data-grid';

/**
 * An empty grid `apiRef` made outside a component, where `useGridApiRef()` cannot be called: the grid it is passed to
 * fills it on its first render. `Api` is the plan's API (`GridApiPro`, `GridApiPremium`) when the grid is a Pro one.
 */
export function newGridApiRef<Api = GridApi>(): React.MutableRefObject<Api> {
  return { current: null } as unknown as React.MutableRefObject<Api>;
}
