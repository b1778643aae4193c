import * as React from 'react';
import Box from '@mui/material/Box';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { STATUSES, generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(20, 64);

// Picking an option saves it at once: no extra Enter or click outside.
function StatusEditCell(props: GridRenderEditCellParams<Commodity, Commodity['status']>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const selectRef = React.useRef<HTMLSelectElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      selectRef.current?.focus();
    }
  }, [hasFocus]);

  const handleChange = async (event: SelectChangeEvent<string>) => {
    // Wait for the new value to be stored before leaving edit mode, or the old one would be saved.
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event);
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Select
      native
      value={value ?? ''}
      onChange={handleChange}
      inputRef={selectRef}
      inputProps={{ 'aria-label': 'Status' }}
      size="small"
      fullWidth
      sx={{ height: 1 }}
    >
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </Select>
  );
}

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    width: 150,
    editable: true,
    valueOptions: [...STATUSES],
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

export default function AutoStopSelectEditing() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={ROWS} columns={columns} />
    </Box>
  );
}
