import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbarQuickFilter, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Plan = 'community' | 'pro' | 'premium';

interface FeatureRow {
  id: number;
  category: string;
  feature: string;
  api: string;
  plan: Plan;
}

const PLAN_RANK: Record<Plan, number> = { community: 0, pro: 1, premium: 2 };
const PLAN_LABEL: Record<Plan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };
const PLAN_COLOR: Record<Plan, 'default' | 'primary' | 'secondary'> = {
  community: 'default',
  pro: 'primary',
  premium: 'secondary',
};

const FEATURES: FeatureRow[] = [
  {
    id: 1,
    category: 'Columns',
    feature: 'Column definition and built-in column types',
    api: 'columns',
    plan: 'community',
  },
  {
    id: 2,
    category: 'Columns',
    feature: 'Custom cell renderers and custom column types',
    api: 'renderCell',
    plan: 'community',
  },
  { id: 3, category: 'Columns', feature: 'Fixed and flex column widths', api: 'flex', plan: 'community' },
  { id: 4, category: 'Columns', feature: 'Column resizing', api: 'disableColumnResize', plan: 'community' },
  { id: 5, category: 'Columns', feature: 'Column autosizing', api: 'autosizeColumns', plan: 'community' },
  {
    id: 6,
    category: 'Columns',
    feature: 'Column visibility and columns management panel',
    api: 'columnVisibilityModel',
    plan: 'community',
  },
  { id: 7, category: 'Columns', feature: 'Column header customisation', api: 'renderHeader', plan: 'community' },
  { id: 8, category: 'Columns', feature: 'Column menu', api: 'disableColumnMenu', plan: 'community' },
  { id: 9, category: 'Columns', feature: 'Column spanning', api: 'colSpan', plan: 'community' },
  { id: 10, category: 'Columns', feature: 'Column groups', api: 'columnGroupingModel', plan: 'community' },
  { id: 11, category: 'Columns', feature: 'Column reordering', api: 'disableColumnReorder', plan: 'pro' },
  { id: 12, category: 'Columns', feature: 'Column pinning', api: 'pinnedColumns', plan: 'pro' },
  { id: 13, category: 'Rows', feature: 'Row definition and custom row ids', api: 'getRowId', plan: 'community' },
  { id: 14, category: 'Rows', feature: 'Row updates through the rows prop', api: 'rows', plan: 'community' },
  { id: 15, category: 'Rows', feature: 'Several row updates per updateRows call', api: 'updateRows', plan: 'pro' },
  { id: 16, category: 'Rows', feature: 'Throttled high-frequency updates', api: 'throttleRowsMs', plan: 'pro' },
  {
    id: 17,
    category: 'Rows',
    feature: 'Fixed, variable and automatic row height',
    api: 'getRowHeight',
    plan: 'community',
  },
  { id: 18, category: 'Rows', feature: 'Row spacing', api: 'getRowSpacing', plan: 'community' },
  { id: 19, category: 'Rows', feature: 'Row spanning (unstable)', api: 'unstable_rowSpanning', plan: 'community' },
  { id: 20, category: 'Rows', feature: 'Master-detail panels', api: 'getDetailPanelContent', plan: 'pro' },
  { id: 21, category: 'Rows', feature: 'Row reordering', api: 'rowReordering', plan: 'pro' },
  { id: 22, category: 'Rows', feature: 'Row pinning', api: 'pinnedRows', plan: 'pro' },
  { id: 23, category: 'Rows', feature: 'Infinite loading', api: 'onRowsScrollEnd', plan: 'pro' },
  { id: 24, category: 'Rows', feature: 'Lazy loading', api: 'rowsLoadingMode', plan: 'pro' },
  { id: 25, category: 'Editing', feature: 'Cell editing', api: 'editable', plan: 'community' },
  { id: 26, category: 'Editing', feature: 'Row editing', api: 'editMode', plan: 'community' },
  { id: 27, category: 'Sorting', feature: 'Single-column sorting', api: 'sortModel', plan: 'community' },
  { id: 28, category: 'Sorting', feature: 'Multi-column sorting', api: 'disableMultipleColumnsSorting', plan: 'pro' },
  { id: 29, category: 'Filtering', feature: 'Column filters (one at a time)', api: 'filterModel', plan: 'community' },
  { id: 30, category: 'Filtering', feature: 'Quick filter', api: 'GridToolbarQuickFilter', plan: 'community' },
  { id: 31, category: 'Filtering', feature: 'Multiple filters', api: 'disableMultipleColumnsFiltering', plan: 'pro' },
  { id: 32, category: 'Filtering', feature: 'Header filters', api: 'headerFilters', plan: 'pro' },
  {
    id: 33,
    category: 'Pagination',
    feature: 'Client-side and server-side pagination',
    api: 'paginationMode',
    plan: 'community',
  },
  { id: 34, category: 'Pagination', feature: 'Page sizes up to 100 rows', api: 'pageSizeOptions', plan: 'community' },
  {
    id: 35,
    category: 'Pagination',
    feature: 'Page sizes above 100 rows, or no pagination',
    api: 'pagination',
    plan: 'pro',
  },
  { id: 36, category: 'Selection', feature: 'Single row selection', api: 'rowSelectionModel', plan: 'community' },
  { id: 37, category: 'Selection', feature: 'Checkbox selection', api: 'checkboxSelection', plan: 'community' },
  {
    id: 38,
    category: 'Selection',
    feature: 'Multiple row selection without checkboxes (Ctrl and Shift clicks)',
    api: 'disableMultipleRowSelection',
    plan: 'pro',
  },
  {
    id: 39,
    category: 'Selection',
    feature: 'Selection propagation in tree data and groups',
    api: 'rowSelectionPropagation',
    plan: 'pro',
  },
  { id: 40, category: 'Selection', feature: 'Cell range selection', api: 'cellSelection', plan: 'premium' },
  { id: 41, category: 'Import and export', feature: 'CSV export', api: 'exportDataAsCsv', plan: 'community' },
  { id: 42, category: 'Import and export', feature: 'Print export', api: 'exportDataAsPrint', plan: 'community' },
  { id: 43, category: 'Import and export', feature: 'Excel export', api: 'exportDataAsExcel', plan: 'premium' },
  { id: 44, category: 'Import and export', feature: 'Clipboard copy', api: 'onClipboardCopy', plan: 'community' },
  { id: 45, category: 'Import and export', feature: 'Clipboard paste', api: 'disableClipboardPaste', plan: 'premium' },
  { id: 46, category: 'Data', feature: 'Tree data', api: 'treeData', plan: 'pro' },
  { id: 47, category: 'Data', feature: 'Row grouping', api: 'rowGroupingModel', plan: 'premium' },
  { id: 48, category: 'Data', feature: 'Aggregation', api: 'aggregationModel', plan: 'premium' },
  { id: 49, category: 'Data', feature: 'Server-side data source (unstable)', api: 'unstable_dataSource', plan: 'pro' },
  { id: 50, category: 'Customisation', feature: 'Overlays', api: 'loading', plan: 'community' },
  { id: 51, category: 'Customisation', feature: 'Custom components through slots', api: 'slots', plan: 'community' },
  { id: 52, category: 'Customisation', feature: 'Styling and theming', api: 'sx', plan: 'community' },
  { id: 53, category: 'Customisation', feature: 'Localisation', api: 'localeText', plan: 'community' },
  { id: 60, category: 'Customisation', feature: 'List view (unstable)', api: 'unstable_listView', plan: 'pro' },
  { id: 54, category: 'Rendering', feature: 'Row and column virtualisation', api: 'rowBufferPx', plan: 'community' },
  { id: 55, category: 'Rendering', feature: 'Scrolling API', api: 'scrollToIndexes', plan: 'community' },
  {
    id: 56,
    category: 'Rendering',
    feature: 'Keyboard navigation and accessibility',
    api: 'onCellKeyDown',
    plan: 'community',
  },
  { id: 57, category: 'State and API', feature: 'Events', api: 'subscribeEvent', plan: 'community' },
  { id: 58, category: 'State and API', feature: 'State and state persistence', api: 'exportState', plan: 'community' },
  { id: 59, category: 'State and API', feature: 'API object (apiRef)', api: 'useGridApiRef', plan: 'community' },
];

const columns: GridColDef<FeatureRow>[] = [
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'feature', headerName: 'Feature', flex: 1, minWidth: 240 },
  {
    field: 'api',
    headerName: 'Key API',
    width: 210,
    renderCell: (params: GridRenderCellParams<FeatureRow, string>) => (
      <Box component="code" sx={{ fontSize: 12 }}>
        {params.value}
      </Box>
    ),
  },
  {
    field: 'plan',
    headerName: 'Lowest plan',
    type: 'singleSelect',
    valueOptions: [
      { value: 'community', label: 'Community' },
      { value: 'pro', label: 'Pro' },
      { value: 'premium', label: 'Premium' },
    ],
    width: 130,
    sortComparator: (a: Plan, b: Plan) => PLAN_RANK[a] - PLAN_RANK[b],
    renderCell: (params: GridRenderCellParams<FeatureRow, Plan>) =>
      params.value ? <Chip size="small" color={PLAN_COLOR[params.value]} label={PLAN_LABEL[params.value]} /> : null,
  },
];

function QuickSearchToolbar() {
  return (
    <Box sx={{ p: 1, pb: 0 }}>
      <GridToolbarQuickFilter debounceMs={200} />
    </Box>
  );
}

export default function FeaturesExplorer() {
  const [plan, setPlan] = React.useState<Plan>('premium');
  const rows = React.useMemo(() => FEATURES.filter((row) => PLAN_RANK[row.plan] <= PLAN_RANK[plan]), [plan]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={plan}
        onChange={(_event, value: Plan | null) => {
          if (value) {
            setPlan(value);
          }
        }}
        aria-label="Plan"
      >
        <ToggleButton value="community">Community</ToggleButton>
        <ToggleButton value="pro">Pro</ToggleButton>
        <ToggleButton value="premium">Premium</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 480, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          slots={{ toolbar: QuickSearchToolbar }}
          pageSizeOptions={[25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
