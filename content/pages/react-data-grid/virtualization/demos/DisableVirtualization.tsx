import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(100, 31);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

function useRenderedRowCount(containerRef: React.RefObject<HTMLDivElement>) {
  const [count, setCount] = React.useState(0);
  React.useEffect(() => {
    const measure = () => {
      const root = containerRef.current;
      if (root) {
        setCount(root.querySelectorAll('[role="row"][data-rowindex]').length);
      }
    };
    measure();
    const interval = setInterval(measure, 250);
    return () => clearInterval(interval);
  }, [containerRef]);
  return count;
}

export default function DisableVirtualization() {
  const [disabled, setDisabled] = React.useState(true);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const renderedRows = useRenderedRowCount(containerRef);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="disableVirtualization"
        />
        <Chip color={disabled ? 'warning' : 'primary'} label={`${renderedRows} of ${rows.length} rows in the DOM`} />
      </Stack>
      <Box ref={containerRef} sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} disableVirtualization={disabled} hideFooter />
      </Box>
    </Box>
  );
}
