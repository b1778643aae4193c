import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(60, 19);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'city', headerName: 'City', width: 130 },
];

const TABS = ['All', 'Engineering', 'Design', 'Sales'] as const;

export default function DisableColumnFilterGrid() {
  const [tab, setTab] = React.useState<(typeof TABS)[number]>('All');

  // The grid offers no filter UI; the tabs are the only way to filter.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: tab === 'All' ? [] : [{ field: 'department', operator: 'equals', value: tab }],
    }),
    [tab],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tab}
        onChange={(_event, value: (typeof TABS)[number] | null) => value && setTab(value)}
        aria-label="Department"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {TABS.map((label) => (
          <ToggleButton key={label} value={label}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={ROWS} columns={columns} disableColumnFilter filterModel={filterModel} />
      </Box>
    </Box>
  );
}
