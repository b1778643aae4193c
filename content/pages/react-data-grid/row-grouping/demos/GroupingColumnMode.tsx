import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(200, 60);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

type ColumnMode = DataGridPremiumProps['rowGroupingColumnMode'];

export default function GroupingColumnMode() {
  const [mode, setMode] = React.useState<ColumnMode>('single');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: ColumnMode | null) => {
          if (value) {
            setMode(value);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['department', 'role'] },
            columns: { columnVisibilityModel: { department: false, role: false } },
          }}
        />
      </Box>
    </Box>
  );
}
