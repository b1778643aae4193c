import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(50, 61);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ApiSelectionGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('No rows selected.');

  const updateSummary = () => {
    const selected = apiRef.current.getSelectedRows();
    const total = [...selected.values()].reduce((sum, row) => sum + (row as Employee).salary, 0);
    setSummary(
      selected.size === 0
        ? 'No rows selected.'
        : `${selected.size} selected, total salary $${total.toLocaleString('en-US')}`,
    );
  };

  const selectEngineering = () => {
    const ids = ROWS.filter((row) => row.department === 'Engineering').map((row) => row.id);
    apiRef.current.selectRows(ids, true, true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectEngineering}>
          Select Engineering
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.selectRowRange({ startId: 1, endId: 5 }, true)}
        >
          Add rows 1 to 5
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setRowSelectionModel([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          checkboxSelection
          pagination
          checkboxSelectionVisibleOnly
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          onRowSelectionModelChange={updateSummary}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
