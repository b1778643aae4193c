import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
];

const factors: Record<GridDensity, number> = { compact: 0.7, standard: 1, comfortable: 1.3 };

export default function RowHeightAndDensity() {
  const [rowHeight, setRowHeight] = React.useState(52);
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Box sx={{ width: 220 }}>
          <Typography variant="body2" id="row-height-slider">
            rowHeight: {rowHeight}px
          </Typography>
          <Slider
            aria-labelledby="row-height-slider"
            value={rowHeight}
            min={28}
            max={80}
            step={4}
            onChange={(_event, value) => setRowHeight(value as number)}
          />
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="density"
        >
          <ToggleButton value="compact">compact</ToggleButton>
          <ToggleButton value="standard">standard</ToggleButton>
          <ToggleButton value="comfortable">comfortable</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">Rendered row height: {Math.floor(rowHeight * factors[density])}px</Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} rowHeight={rowHeight} density={density} onDensityChange={setDensity} />
      </Box>
    </Box>
  );
}
