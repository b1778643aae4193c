import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(10, 42);

function RatingEditCell(props: GridRenderEditCellParams<Employee, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      // Move keyboard focus into the component so arrow keys change the rating.
      ref.current?.querySelector<HTMLInputElement>(`input[value="${value ?? 1}"]`)?.focus();
    }
  }, [hasFocus, value]);

  const handleChange = (_event: React.SyntheticEvent, newValue: number | null) => {
    // Store the new value in the editing state; it is committed when editing stops.
    apiRef.current.setEditCellValue({ id, field, value: newValue ?? 1 });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating ref={ref} name={`rating-${id}`} value={value ?? null} onChange={handleChange} />
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Full name (edit "First Last")',
    width: 240,
    editable: true,
    // Displayed value is derived from two fields...
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // ...and the edited text is split back into them.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(' ');
      const lastName = rest.join(' ');
      return { ...row, firstName, lastName, fullName: `${firstName} ${lastName}`.trim() };
    },
  },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 180,
    editable: true,
    renderCell: (params: GridRenderCellParams<Employee, number>) => (
      <Rating readOnly value={params.value ?? null} size="small" />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Employee, number>) => <RatingEditCell {...params} />,
    display: 'flex',
  },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function CustomEditCellGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={ROWS} columns={columns} />
    </Box>
  );
}
