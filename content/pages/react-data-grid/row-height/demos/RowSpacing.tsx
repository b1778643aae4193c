import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridRowSpacingParams } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(30, 17);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 140 },
];

// 8px above and below every row, except at the very top and bottom of the page.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function RowSpacing() {
  const [border, setBorder] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={border} onChange={(event) => setBorder(event.target.checked)} />}
        label={`rowSpacingType="${border ? 'border' : 'margin'}"`}
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={border ? 'border' : 'margin'}
          sx={{
            // The grid only sets the border width: style and colour are up to you.
            '& .MuiDataGrid-row': {
              bgcolor: 'action.hover',
              borderStyle: 'solid',
              borderWidth: 0,
              borderColor: 'divider',
            },
          }}
        />
      </Box>
    </Box>
  );
}
