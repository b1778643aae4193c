import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

type Trade = Pick<Commodity, 'id' | 'commodity' | 'quantity' | 'filledQuantity'>;

const ROWS: Trade[] = generateCommodities(20, 63).map(({ id, commodity, quantity, filledQuantity }) => ({
  id,
  commodity,
  quantity,
  filledQuantity,
}));

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 120,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: !(Number(params.props.value) > 0),
    }),
  },
  {
    field: 'filledQuantity',
    headerName: 'Filled',
    type: 'number',
    width: 120,
    editable: true,
    // Valid only relative to another field of the same row: read its edited value from `otherFieldsProps`.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const quantity = Number(params.otherFieldsProps?.quantity?.value ?? params.row.quantity);
      const filled = Number(params.props.value);
      return { ...params.props, error: !(filled >= 0 && filled <= quantity) };
    },
  },
];

export default function ConditionalValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .MuiDataGrid-cell--editing .Mui-error': {
          bgcolor: theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.2)' : 'rgba(211, 47, 47, 0.1)',
          color: 'error.main',
        },
      })}
    >
      <DataGrid rows={ROWS} columns={columns} editMode="row" />
    </Box>
  );
}
