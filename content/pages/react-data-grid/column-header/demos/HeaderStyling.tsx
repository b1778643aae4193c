import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(30, 42);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170, headerClassName: 'header--identity' },
  { field: 'email', headerName: 'Email', width: 230, headerClassName: 'header--identity' },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, headerClassName: 'header--money' },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    // A function can pick the class from the header params.
    headerClassName: (params) => (params.colDef.type === 'number' ? 'header--money' : ''),
  },
];

export default function HeaderStyling() {
  const [headerHeight, setHeaderHeight] = React.useState(56);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="header-height-label" variant="body2" gutterBottom>
        columnHeaderHeight: {headerHeight}px
      </Typography>
      <Slider
        aria-labelledby="header-height-label"
        value={headerHeight}
        min={32}
        max={96}
        step={4}
        onChange={(_event, value) => setHeaderHeight(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <Box
        sx={{
          height: 400,
          width: '100%',
          '& .header--identity': { backgroundColor: 'rgba(25, 118, 210, 0.12)' },
          '& .header--money': { backgroundColor: 'rgba(46, 125, 50, 0.14)' },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700, textTransform: 'uppercase', fontSize: 12 },
        }}
      >
        <DataGrid rows={rows} columns={columns} columnHeaderHeight={headerHeight} />
      </Box>
    </Box>
  );
}
