import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(300, 61);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'incoTerm', headerName: 'Incoterm', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
];

const GROUPABLE = [
  { field: 'desk', label: 'Desk' },
  { field: 'commodity', label: 'Commodity' },
  { field: 'status', label: 'Status' },
  { field: 'incoTerm', label: 'Incoterm' },
];

export default function ControlledRowGrouping() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['desk']);
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });

  const toggle = (field: string) =>
    setModel((previous) =>
      previous.includes(field) ? previous.filter((item) => item !== field) : [...previous, field],
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Typography variant="body2">Group by:</Typography>
        {GROUPABLE.map((item) => {
          const position = model.indexOf(item.field);
          return (
            <Chip
              key={item.field}
              label={position >= 0 ? `${position + 1}. ${item.label}` : item.label}
              color={position >= 0 ? 'primary' : 'default'}
              variant={position >= 0 ? 'filled' : 'outlined'}
              onClick={() => toggle(item.field)}
            />
          );
        })}
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          initialState={initialState}
        />
      </Box>
    </Box>
  );
}
