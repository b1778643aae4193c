import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(12, 67);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'city', headerName: 'City', width: 130 },
];

type Action = 'select' | 'deselect';

export default function IndeterminateCheckboxGrid() {
  const [action, setAction] = React.useState<Action>('select');
  // Starts with some rows selected, so the header checkbox is indeterminate.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([2, 5, 9]);

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="indeterminateCheckboxAction"
        value={action}
        onChange={(event) => setAction(event.target.value as Action)}
      >
        <FormControlLabel value="select" control={<Radio />} label="select" />
        <FormControlLabel value="deselect" control={<Radio />} label="deselect (default)" />
      </RadioGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          checkboxSelection
          indeterminateCheckboxAction={action}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
