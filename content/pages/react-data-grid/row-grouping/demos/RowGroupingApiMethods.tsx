import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'director', headerName: 'Director', width: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value?: number) => String(value ?? ''),
  },
];

const INITIAL_MODEL: GridRowGroupingModel = ['company'];

export default function RowGroupingApiMethods() {
  const apiRef = useGridApiRef();
  // The grid owns the model; this copy only displays it.
  const [model, setModel] = React.useState<GridRowGroupingModel>(INITIAL_MODEL);

  const actions = [
    { label: 'Add director', run: () => apiRef.current.addRowGroupingCriteria('director') },
    { label: 'Add year as first level', run: () => apiRef.current.addRowGroupingCriteria('year', 0) },
    { label: 'Move studio last', run: () => apiRef.current.setRowGroupingCriteriaIndex('company', model.length - 1) },
    { label: 'Remove studio', run: () => apiRef.current.removeRowGroupingCriteria('company') },
    { label: 'Reset', run: () => apiRef.current.setRowGroupingModel(INITIAL_MODEL) },
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
      <Typography variant="body2" sx={{ mb: 1 }}>
        Model: <code>{JSON.stringify(model)}</code>
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={MOVIES}
          columns={columns}
          initialState={{ rowGrouping: { model: INITIAL_MODEL } }}
          onRowGroupingModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
