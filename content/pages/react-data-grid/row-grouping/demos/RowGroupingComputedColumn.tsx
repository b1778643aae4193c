import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(120, 63);

const getAgeBand = (row: Employee) => `${Math.floor(row.age / 10) * 10}s`;

const baseColumns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function RowGroupingComputedColumn() {
  const [withGroupingValueGetter, setWithGroupingValueGetter] = React.useState(false);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      ...baseColumns,
      {
        // There is no `ageBand` property on the rows: the value is computed.
        field: 'ageBand',
        headerName: 'Age band',
        width: 110,
        valueGetter: (_value, row) => getAgeBand(row),
        // Without it, grouping reads `row.ageBand`, which is undefined for every row.
        groupingValueGetter: withGroupingValueGetter ? (_value: never, row: Employee) => getAgeBand(row) : undefined,
      },
    ],
    [withGroupingValueGetter],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={withGroupingValueGetter}
            onChange={(event) => setWithGroupingValueGetter(event.target.checked)}
          />
        }
        label="groupingValueGetter"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium rows={rows} columns={columns} initialState={{ rowGrouping: { model: ['ageBand'] } }} />
      </Box>
    </Box>
  );
}
