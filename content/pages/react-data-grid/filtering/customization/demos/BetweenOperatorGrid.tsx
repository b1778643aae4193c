import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(60, 22);

type Bounds = [number | undefined, number | undefined];

// The number column's valueParser turns a cleared bound into NaN before the test sees it.
const readBound = (bound: unknown) => (typeof bound === 'number' && Number.isFinite(bound) ? bound : undefined);

const readBounds = (value: unknown): Bounds =>
  Array.isArray(value) ? [readBound(value[0]), readBound(value[1])] : [undefined, undefined];

// Two number inputs that store their values as one array in `item.value`.
function BetweenInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [from, to] = readBounds(item.value);

  const update = (index: 0 | 1, text: string) => {
    const next: Bounds = [from, to];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: 1, height: 48 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={from ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 72 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={to ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 72 }}
      />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<Employee, number> = {
  label: 'Between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = readBounds(filterItem.value);
    if (from === undefined && to === undefined) {
      return null; // Nothing typed yet: keep every row.
    }
    return (value) => (from === undefined || value >= from) && (to === undefined || value <= to);
  },
  InputComponent: BetweenInput,
  getValueAsString: (value) => {
    const [from, to] = readBounds(value);
    return `${from ?? '…'} – ${to ?? '…'}`;
  },
};

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 110,
    // The new operator first, then the built-in ones.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function BetweenOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'age', operator: 'between', value: [30, 40] }] } },
        }}
      />
    </Box>
  );
}
