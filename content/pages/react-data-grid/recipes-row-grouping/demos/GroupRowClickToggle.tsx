import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowParams } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

export default function GroupRowClickToggle() {
  const apiRef = useGridApiRef();

  // A click anywhere on a group row opens or closes it, not only on the small chevron.
  const handleRowClick = (params: GridRowParams<Movie>) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type === 'group') {
      apiRef.current.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={MOVIES}
        columns={columns}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        initialState={{ rowGrouping: { model: ['company'] } }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
