import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(120, 97);

const GROUPABLE = [
  { field: 'country', label: 'Country' },
  { field: 'department', label: 'Department' },
  { field: 'role', label: 'Role' },
] as const;

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  ...GROUPABLE.map(({ field, label }) => ({ field, headerName: label, width: 140 })),
];

export default function RowGroupingChips() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['department']);
  // Hides the columns that are grouping criteria, following the controlled model.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });

  // A chip adds its field as the last level, or removes it; the order of clicks is the order of levels.
  const toggle = (field: string) =>
    setModel((previous) =>
      previous.includes(field) ? previous.filter((item) => item !== field) : [...previous, field],
    );

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }} role="group" aria-label="Group by">
        {GROUPABLE.map(({ field, label }) => {
          const level = model.indexOf(field);
          return (
            <Chip
              key={field}
              label={level === -1 ? label : `${level + 1}. ${label}`}
              color={level === -1 ? 'default' : 'primary'}
              variant={level === -1 ? 'outlined' : 'filled'}
              aria-pressed={level !== -1}
              onClick={() => toggle(field)}
            />
          );
        })}
      </Stack>
      <div style={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
        />
      </div>
    </div>
  );
}
