import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(100, 12);

function buildColumns(counter: React.MutableRefObject<number>): GridColDef<Employee>[] {
  return [
    { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'department', headerName: 'Department', width: 140 },
    {
      field: 'salary',
      headerName: 'Salary',
      type: 'number',
      width: 140,
      renderCell: (params) => {
        // Counts how often the grid renders these cells.
        counter.current += 1;
        return `$${Number(params.value).toLocaleString('en-US')}`;
      },
    },
  ];
}

export default function StableProps() {
  const [stable, setStable] = React.useState(true);
  const [note, setNote] = React.useState('');
  const renderCalls = React.useRef(0);
  const [displayedCalls, setDisplayedCalls] = React.useState(0);

  // Stable: the same array on every render of this component.
  const memoizedColumns = React.useMemo(() => buildColumns(renderCalls), []);
  // Unstable: a new array on every render, so the grid has to start over.
  const columns = stable ? memoizedColumns : buildColumns(renderCalls);

  React.useEffect(() => {
    const interval = setInterval(() => setDisplayedCalls(renderCalls.current), 300);
    return () => clearInterval(interval);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControlLabel
          control={<Switch checked={stable} onChange={(event) => setStable(event.target.checked)} />}
          label="Memoized columns"
        />
        <TextField
          size="small"
          label="Type to re-render the parent"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Chip color="primary" label={`Salary cells rendered: ${displayedCalls}`} />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
