import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const trades = generateCommodities(500, 42);

type Dimension = 'desk' | 'commodity' | 'status' | 'incoTerm';
type Measure = 'totalPrice' | 'quantity';

const DIMENSIONS: Record<Dimension, string> = {
  desk: 'Desk',
  commodity: 'Commodity',
  status: 'Status',
  incoTerm: 'Incoterm',
};
const MEASURES: Record<Measure, string> = { totalPrice: 'Total price', quantity: 'Quantity' };

type PivotRow = { id: string; label: string; total: number } & Record<string, number | string>;

/** One row per value of `rowsBy`, one column per value of `columnsBy`, each cell the sum of `measure`. */
function pivot(data: Commodity[], rowsBy: Dimension, columnsBy: Dimension, measure: Measure) {
  const columnKeys = [...new Set(data.map((trade) => String(trade[columnsBy])))].sort();
  const byRow = new Map<string, PivotRow>();
  for (const trade of data) {
    const key = String(trade[rowsBy]);
    const row = byRow.get(key) ?? { id: key, label: key, total: 0 };
    const column = `value:${trade[columnsBy]}`;
    row[column] = ((row[column] as number | undefined) ?? 0) + trade[measure];
    row.total += trade[measure];
    byRow.set(key, row);
  }
  return { columnKeys, rows: [...byRow.values()].sort((a, b) => a.label.localeCompare(b.label)) };
}

const formatNumber = (value: number | undefined) =>
  value === undefined ? '–' : Math.round(value).toLocaleString('en-US');

export default function ManualPivot() {
  const [rowsBy, setRowsBy] = React.useState<Dimension>('desk');
  const [columnsBy, setColumnsBy] = React.useState<Dimension>('commodity');
  const [measure, setMeasure] = React.useState<Measure>('totalPrice');

  const { columnKeys, rows } = React.useMemo(
    () => pivot(trades, rowsBy, columnsBy, measure),
    [rowsBy, columnsBy, measure],
  );

  const columns = React.useMemo<GridColDef<PivotRow>[]>(
    () => [
      { field: 'label', headerName: DIMENSIONS[rowsBy], width: 150 },
      ...columnKeys.map<GridColDef<PivotRow>>((key) => ({
        field: `value:${key}`,
        headerName: key,
        type: 'number',
        width: 130,
        valueFormatter: (value?: number) => formatNumber(value),
      })),
      {
        field: 'total',
        headerName: 'Total',
        type: 'number',
        width: 140,
        valueFormatter: (value?: number) => formatNumber(value),
      },
    ],
    [columnKeys, rowsBy],
  );

  const select = <T extends string>(
    id: string,
    label: string,
    value: T,
    options: Record<T, string>,
    onChange: (next: T) => void,
    exclude?: T,
  ) => (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {(Object.keys(options) as T[])
          .filter((option) => option !== exclude)
          .map((option) => (
            <MenuItem key={option} value={option}>
              {options[option]}
            </MenuItem>
          ))}
      </Select>
    </FormControl>
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {select('pivot-rows-label', 'Rows', rowsBy, DIMENSIONS, setRowsBy, columnsBy)}
        {select('pivot-columns-label', 'Columns', columnsBy, DIMENSIONS, setColumnsBy, rowsBy)}
        {select('pivot-measure-label', 'Sum of', measure, MEASURES, setMeasure)}
      </Stack>
      {/* The pivot has as many rows as the row field has values: a handful, so the grid takes their height. */}
      <DataGrid rows={rows} columns={columns} density="compact" disableColumnMenu hideFooter autoHeight />
    </Box>
  );
}
