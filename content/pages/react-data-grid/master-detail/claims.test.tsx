import { act, render } from '@testing-library/react';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

describe('the visible width for a detail panel', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  beforeAll(async () => {
    render(
      <DataGridPro
        apiRef={apiRef}
        scrollbarSize={15}
        rows={Array.from({ length: 20 }, (_, id) => ({ id }))}
        columns={[{ field: 'id', width: 100 }, ...['a', 'b', 'c'].map((field) => ({ field, width: 300 }))]}
        initialState={{ pinnedColumns: { left: ['id'] } }}
        getDetailPanelContent={() => <div>detail</div>}
      />,
    );
    // jsdom measures nothing: give the grid the size a 500 × 300 px container would report. Its 20 rows are taller
    // than that, so it has a vertical scrollbar.
    // The grid sized itself (0 × 0) on mount, so a new size waits for `resizeThrottleMs` (60 ms).
    await act(async () => {
      apiRef.current.publishEvent('resize', { width: 500, height: 300 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  claim(
    'That width is `viewportInnerSize.width` plus the widths of the pinned columns; `viewportOuterSize.width` also counts the vertical scrollbar.',
    () => {
      const { viewportInnerSize, viewportOuterSize, hasScrollY, leftPinnedWidth } = apiRef.current.getRootDimensions();
      expect(hasScrollY).toBe(true);
      // 500 px wide, 15 px of it the scrollbar: 485 px of columns are visible, 100 px of them pinned.
      expect(viewportOuterSize.width).toBe(500);
      expect([viewportInnerSize.width, leftPinnedWidth]).toEqual([385, 100]);
    },
  );
});
