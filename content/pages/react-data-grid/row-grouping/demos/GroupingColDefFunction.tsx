import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(150, 66);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// Called once per grouping column, with the field(s) that column groups by.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = (params) => {
  if (params.fields.includes('department')) {
    return { headerName: 'Team', width: 180 };
  }
  return { headerName: 'Where', width: 180, hideDescendantCount: true };
};

export default function GroupingColDefFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['department', 'country'] },
          columns: { columnVisibilityModel: { department: false, country: false } },
        }}
      />
    </Box>
  );
}
