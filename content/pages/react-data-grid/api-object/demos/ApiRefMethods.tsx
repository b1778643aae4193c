import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridFilteredSortedRowIdsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(80, 50);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ApiRefMethods() {
  const apiRef = useGridApiRef();

  const actions: { label: string; run: () => void }[] = [
    { label: 'Sort by salary', run: () => apiRef.current.setSortModel([{ field: 'salary', sort: 'desc' }]) },
    {
      label: 'Only Sales',
      run: () =>
        apiRef.current.setFilterModel({ items: [{ field: 'department', operator: 'equals', value: 'Sales' }] }),
    },
    {
      label: 'Select top 3',
      run: () => apiRef.current.setRowSelectionModel(gridFilteredSortedRowIdsSelector(apiRef).slice(0, 3)),
    },
    {
      label: 'Toggle email',
      run: () => {
        const isVisible = apiRef.current.getVisibleColumns().some((column) => column.field === 'email');
        apiRef.current.setColumnVisibility('email', !isVisible);
      },
    },
    { label: 'Compact', run: () => apiRef.current.setDensity('compact') },
    {
      label: 'Reset',
      run: () => {
        apiRef.current.setSortModel([]);
        apiRef.current.setFilterModel({ items: [] });
        apiRef.current.setRowSelectionModel([]);
        apiRef.current.setColumnVisibility('email', true);
        apiRef.current.setDensity('standard');
        apiRef.current.scrollToIndexes({ rowIndex: 0 });
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        {actions.map((action) => (
          <Button key={action.label} size="small" variant="outlined" onClick={action.run}>
            {action.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
    </Box>
  );
}
