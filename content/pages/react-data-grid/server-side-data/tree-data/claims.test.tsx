import * as React from 'react';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGridPro,
  type GridApiPro,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ServerSideTreeDataRequests from './demos/ServerSideTreeDataRequests';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

type Person = { id: string; name: string; reports: number };
const TREE: Record<string, Person[]> = {
  '': [
    { id: 'ada', name: 'Ada', reports: 2 },
    { id: 'bob', name: 'Bob', reports: 0 },
    { id: 'cy', name: 'Cy', reports: -1 },
  ],
  Ada: [
    { id: 'grace', name: 'Grace', reports: 1 },
    { id: 'hal', name: 'Hal', reports: 0 },
  ],
  'Ada/Grace': [{ id: 'ivy', name: 'Ivy', reports: 0 }],
};
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const columns = [{ field: 'name' }];
const makeSource = (getRows: (params: GridGetRowsParams) => Promise<GridGetRowsResponse>) => ({
  getRows,
  getGroupKey: (row: GridValidRowModel) => String(row.name),
  getChildrenCount: (row: GridValidRowModel) => Number(row.reports),
});
const serve = (childCount?: number) =>
  vi.fn(async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
    const rows = TREE[params.groupKeys?.join('/') ?? ''] ?? [];
    return params.groupKeys?.length
      ? { rows, ...(childCount ? { rowCount: childCount } : {}) }
      : { rows, rowCount: rows.length };
  });
const toggle = (root: Element, id: string) =>
  root.querySelector(`[role="row"][data-id="${id}"] [data-field="__tree_data_group__"] button`) as HTMLElement | null;

describe('loading levels', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const getRows = serve();
  let root: HTMLElement;

  claim(
    'the grid asks your server for the top level first, and for the children of a row only when the user expands it.',
    async () => {
      root = render(
        <DataGridPro apiRef={apiRef} columns={columns} treeData unstable_dataSource={makeSource(getRows)} />,
      ).container;
      await settle();
      expect(getRows.mock.calls.map(([params]) => params.groupKeys)).toEqual([[]]);
      fireEvent.click(toggle(root, 'ada')!);
      await settle();
      expect(getRows.mock.calls.map(([params]) => params.groupKeys)).toEqual([[], ['Ada']]);
    },
  );

  claim(
    "Each request carries `groupKeys`: empty for the top level, and for children the keys of every ancestor down to the expanded row (`['Ada']` for Ada's reports, `['Ada', 'Grace']` one level further).",
    async () => {
      fireEvent.click(toggle(root, 'grace')!);
      await settle();
      expect(getRows.mock.calls.at(-1)![0].groupKeys).toEqual(['Ada', 'Grace']);
      expect(root.querySelector('[role="row"][data-id="ivy"]')).not.toBeNull();
    },
  );

  claim('Only a positive number gives the row an expand toggle.', () => {
    expect(toggle(root, 'bob')).toBeNull();
    expect(toggle(root, 'ada')).not.toBeNull();
  });

  claim(
    'A row for which it returns `-1` ("has children, count unknown") is treated as a group internally, but the grouping cell clamps the count to zero and shows **no expand toggle**',
    () => {
      expect(apiRef.current.getRowNode('cy')?.type).toBe('group');
      expect(toggle(root, 'cy')).toBeNull();
    },
  );

  claim('`paginationModel`, `sortModel` and `filterModel` are sent with every request', () => {
    for (const [params] of getRows.mock.calls) {
      expect(params).toHaveProperty('paginationModel');
      expect(params).toHaveProperty('sortModel');
      expect(params).toHaveProperty('filterModel');
    }
  });

  claim('Collapse it and expand it again: the default cache answers, so no request is logged.', async () => {
    const calls = getRows.mock.calls.length;
    fireEvent.click(toggle(root, 'ada')!);
    await settle();
    fireEvent.click(toggle(root, 'ada')!);
    await settle();
    expect(getRows.mock.calls.length).toBe(calls);
    expect(root.querySelector('[role="row"][data-id="hal"]')).not.toBeNull();
  });
});

claim(
  'The grid applies the `rowCount` of any response, children included, to the pagination footer, so a count returned with children would replace the top-level total.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        treeData
        unstable_dataSource={makeSource(serve(2))}
        pagination
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />,
    );
    await settle();
    expect(apiRef.current.state.pagination.rowCount).toBe(3);
    fireEvent.click(toggle(container, 'ada')!);
    await settle();
    expect(apiRef.current.state.pagination.rowCount).toBe(2);
  },
);

claim('`defaultGroupingExpansionDepth` opens every group down to a depth', async () => {
  const getRows = serve();
  render(
    <DataGridPro
      columns={columns}
      treeData
      unstable_dataSource={makeSource(getRows)}
      defaultGroupingExpansionDepth={-1}
    />,
  );
  await settle();
  await settle();
  expect(getRows.mock.calls.map(([params]) => params.groupKeys?.join('/'))).toEqual(
    expect.arrayContaining(['', 'Ada', 'Ada/Grace']),
  );
});

claim('When the request fails, the grid calls `unstable_onDataSourceError(error, params)`', async () => {
  const getRows = vi.fn(async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
    if (params.groupKeys?.length) throw new Error('no luck');
    return serve()(params);
  });
  const onError = vi.fn();
  const { container } = render(
    <DataGridPro
      columns={columns}
      treeData
      unstable_dataSource={makeSource(getRows)}
      unstable_onDataSourceError={onError}
    />,
  );
  await settle();
  fireEvent.click(toggle(container, 'ada')!);
  await settle();
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError.mock.calls[0]![0].message).toBe('no luck');
  expect(onError.mock.calls[0]![1].groupKeys).toEqual(['Ada']);
});

claim(
  '`rowSelectionPropagation` (selecting a parent selects its children) reaches only the rows loaded so far: the children already fetched are selected with their parent, unfetched ones cannot be.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        treeData
        unstable_dataSource={makeSource(serve())}
        checkboxSelection
        rowSelectionPropagation={{ descendants: true, parents: true }}
      />,
    );
    await settle();
    fireEvent.click(toggle(container, 'ada')!);
    await settle();
    fireEvent.click(container.querySelector('[role="row"][data-id="ada"] input[type="checkbox"]')!);
    // Grace's own report, Ivy, has not been fetched: only the rows the grid holds are selected.
    expect([...apiRef.current.getSelectedRows().keys()].sort()).toEqual(['ada', 'grace', 'hal']);
  },
);

describe('requests, pagination and the server models', () => {
  const shownIds = (root: Element) =>
    [...root.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
  /** A top level of four people, paged by the server; Ada has three reports. */
  const pagedServer = () =>
    vi.fn(async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
      if (params.groupKeys?.length) {
        return {
          rows: ['x', 'y', 'z'].map((name) => ({ id: name, name, reports: 0 })),
        };
      }
      const top = ['Ada', 'Bo', 'Cal', 'Di'].map((name) => ({ id: name, name, reports: name === 'Ada' ? 3 : 0 }));
      const { page, pageSize } = params.paginationModel!;
      return { rows: top.slice(page * pageSize, (page + 1) * pageSize), rowCount: top.length };
    });
  const renderPaged = (getRows: ReturnType<typeof pagedServer>) => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        treeData
        unstable_dataSource={makeSource(getRows)}
        pagination
        pageSizeOptions={[2]}
        initialState={{ pagination: { paginationModel: { pageSize: 2, page: 0 } } }}
      />,
    );
    return { apiRef, container };
  };

  claim('**Children requests return all the children** of the requested row.', async () => {
    const getRows = pagedServer();
    const { container } = renderPaged(getRows);
    await settle();
    fireEvent.click(toggle(container, 'Ada')!);
    await settle();
    // Three children on a page of two: all of them are shown.
    expect(shownIds(container)).toEqual(['Ada', 'x', 'y', 'z', 'Bo']);
  });

  claim('With `pagination`, only the top level is paged.', async () => {
    const getRows = pagedServer();
    const { container, apiRef } = renderPaged(getRows);
    await settle();
    fireEvent.click(toggle(container, 'Ada')!);
    await settle();
    expect(getRows.mock.calls.at(-1)![0].paginationModel).toEqual({ page: 0, pageSize: 2 });
    act(() => apiRef.current.setPage(1));
    await settle();
    expect(shownIds(container)).toEqual(['Cal', 'Di']);
  });

  claim('**Send `rowCount` with the top-level response only.**', async () => {
    const getRows = pagedServer();
    const { container, apiRef } = renderPaged(getRows);
    await settle();
    expect(apiRef.current.state.pagination.rowCount).toBe(4);
    fireEvent.click(toggle(container, 'Ada')!);
    await settle();
    // The children response has no `rowCount`: the top-level total stays.
    expect(apiRef.current.state.pagination.rowCount).toBe(4);
  });

  claim(
    'Children are requested again (or read from the [cache](/x/react-data-grid/server-side-data/#caching)) each time a row is expanded, not only the first time.',
    async () => {
      const getRows = serve();
      const { container } = render(
        <DataGridPro
          columns={columns}
          treeData
          unstable_dataSource={makeSource(getRows)}
          unstable_dataSourceCache={null}
        />,
      );
      await settle();
      const adaRequests = () => getRows.mock.calls.filter(([params]) => params.groupKeys?.join() === 'Ada').length;
      fireEvent.click(toggle(container, 'ada')!);
      await settle();
      fireEvent.click(toggle(container, 'ada')!);
      await settle();
      fireEvent.click(toggle(container, 'ada')!);
      await settle();
      expect(adaRequests()).toBe(2);
    },
  );

  claim(
    "Sorting and filtering are done by your server for every level: apply the models to each children request, or the levels won't match what the user asked for.",
    async () => {
      const getRows = serve();
      const { container } = render(
        <DataGridPro
          columns={columns}
          treeData
          unstable_dataSource={makeSource(getRows)}
          sortModel={[{ field: 'name', sort: 'desc' }]}
        />,
      );
      await settle();
      fireEvent.click(toggle(container, 'ada')!);
      await settle();
      expect(getRows.mock.calls.at(-1)![0].sortModel).toEqual([{ field: 'name', sort: 'desc' }]);
      // The server ignored the sort: Grace stays before Hal, and Ada before Bob.
      expect(shownIds(container).slice(0, 4)).toEqual(['ada', 'grace', 'hal', 'bob']);
    },
  );

  claim('`groupFields` is always empty.', async () => {
    const getRows = serve();
    const { container } = render(<DataGridPro columns={columns} treeData unstable_dataSource={makeSource(getRows)} />);
    await settle();
    fireEvent.click(toggle(container, 'ada')!);
    await settle();
    expect(getRows.mock.calls.length).toBe(2);
    for (const [params] of getRows.mock.calls) expect(params.groupFields ?? []).toEqual([]);
  });

  claim('The log under this grid prints the `groupKeys` of every `getRows` call.', async () => {
    const { container } = render(<ServerSideTreeDataRequests />);
    const log = () => container.querySelector('pre')!.textContent;
    await waitFor(() => expect(container.querySelector('[role="row"][data-id]')).not.toBeNull(), { timeout: 3000 });
    expect(log()).toBe('getRows  groupKeys: []');
    const expandable = [...container.querySelectorAll('[role="row"][data-id]')].find((row) =>
      row.querySelector('[data-field="__tree_data_group__"] button'),
    )!;
    const key = expandable.querySelector('[data-field="__tree_data_group__"]')!.textContent!.replace(/ \(\d+\)$/, '');
    fireEvent.click(expandable.querySelector('[data-field="__tree_data_group__"] button')!);
    await waitFor(() => expect(log()!.split('\n')).toHaveLength(2), { timeout: 3000 });
    expect(log()!.split('\n')[0]).toBe(`getRows  groupKeys: ${JSON.stringify([key])}`);
  });
});
